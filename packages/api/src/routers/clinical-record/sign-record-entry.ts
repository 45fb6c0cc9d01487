import { actorOf } from '../../context';
import { signRecordEntryById } from '../../services/clinical-record/clinical-record.service';
import { permittedProcedure } from '../../trpc';
import { ZRecordEntryIdRequest, ZRecordEntryResponse, clinicalRecordMeta } from './clinical-record.types';

export const signRecordEntryProcedure = permittedProcedure('clinicalRecord:write')
  .meta(clinicalRecordMeta.sign)
  .input(ZRecordEntryIdRequest)
  .output(ZRecordEntryResponse)
  .mutation(({ ctx, input }) => signRecordEntryById(ctx.db, actorOf(ctx), input.id));
