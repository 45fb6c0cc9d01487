import { actorOf } from '../../context';
import { getRecordEntry } from '../../services/clinical-record/clinical-record.service';
import { permittedProcedure } from '../../trpc';
import { ZRecordEntryIdRequest, ZRecordEntryResponse, clinicalRecordMeta } from './clinical-record.types';

export const getRecordEntryProcedure = permittedProcedure('clinicalRecord:read')
  .meta(clinicalRecordMeta.get)
  .input(ZRecordEntryIdRequest)
  .output(ZRecordEntryResponse)
  .query(({ ctx, input }) => getRecordEntry(ctx.db, { actor: actorOf(ctx), requestId: ctx.requestId }, input.id));
