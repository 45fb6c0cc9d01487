import { actorOf } from '../../context';
import { listPendingRecords } from '../../services/clinical-record/clinical-record.service';
import { permittedProcedure } from '../../trpc';
import { ZNoInput, ZRecordPendingResponse, clinicalRecordMeta } from './clinical-record.types';

export const listPendingRecordsProcedure = permittedProcedure('clinicalRecord:write')
  .meta(clinicalRecordMeta.pending)
  .input(ZNoInput)
  .output(ZRecordPendingResponse)
  .query(({ ctx }) => listPendingRecords(ctx.db, actorOf(ctx), ctx.now()));
