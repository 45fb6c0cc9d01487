import { actorOf } from '../../context';
import { deleteRecordEntryById } from '../../services/clinical-record/clinical-record.service';
import { permittedProcedure } from '../../trpc';
import { ZDeleteRecordEntryResponse, ZRecordEntryIdRequest, clinicalRecordMeta } from './clinical-record.types';

export const deleteRecordEntryProcedure = permittedProcedure('clinicalRecord:write')
  .meta(clinicalRecordMeta.delete)
  .input(ZRecordEntryIdRequest)
  .output(ZDeleteRecordEntryResponse)
  .mutation(({ ctx, input }) => deleteRecordEntryById(ctx.db, actorOf(ctx), input.id));
