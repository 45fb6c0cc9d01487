import { actorOf } from '../../context';
import { updateRecordEntry } from '../../services/clinical-record/clinical-record.service';
import { permittedProcedure } from '../../trpc';
import { ZRecordEntryResponse, ZUpdateRecordEntryRequest, clinicalRecordMeta } from './clinical-record.types';

export const updateRecordEntryProcedure = permittedProcedure('clinicalRecord:write')
  .meta(clinicalRecordMeta.update)
  .input(ZUpdateRecordEntryRequest)
  .output(ZRecordEntryResponse)
  .mutation(({ ctx, input }) => updateRecordEntry(ctx.db, actorOf(ctx), input.id, input.content));
