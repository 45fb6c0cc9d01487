import { actorOf } from '../../context';
import { createRecordEntry } from '../../services/clinical-record/clinical-record.service';
import { permittedProcedure } from '../../trpc';
import { ZCreateRecordEntryRequest, ZRecordEntryResponse, clinicalRecordMeta } from './clinical-record.types';

export const createRecordEntryProcedure = permittedProcedure('clinicalRecord:write')
  .meta(clinicalRecordMeta.create)
  .input(ZCreateRecordEntryRequest)
  .output(ZRecordEntryResponse)
  .mutation(({ ctx, input }) => createRecordEntry(ctx.db, actorOf(ctx), { ...input, patientId: input.id }));
