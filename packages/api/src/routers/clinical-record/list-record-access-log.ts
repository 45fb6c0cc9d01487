import { actorOf } from '../../context';
import { listRecordAccessLog } from '../../services/clinical-record/clinical-record.service';
import { permittedProcedure } from '../../trpc';
import { ZRecordAccessLogRequest, ZRecordAccessLogResponse, clinicalRecordMeta } from './clinical-record.types';

export const listRecordAccessLogProcedure = permittedProcedure('clinicalRecord:accessLog')
  .meta(clinicalRecordMeta.accessLog)
  .input(ZRecordAccessLogRequest)
  .output(ZRecordAccessLogResponse)
  .query(({ ctx, input }) => listRecordAccessLog(ctx.db, { actor: actorOf(ctx), requestId: ctx.requestId }, input.id));
