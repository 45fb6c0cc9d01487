import { actorOf } from '../../context';
import { addAddendum } from '../../services/clinical-record/clinical-record.service';
import { permittedProcedure } from '../../trpc';
import { ZCreateAddendumRequest, ZRecordEntryResponse, clinicalRecordMeta } from './clinical-record.types';

export const addAddendumProcedure = permittedProcedure('clinicalRecord:write')
  .meta(clinicalRecordMeta.addAddendum)
  .input(ZCreateAddendumRequest)
  .output(ZRecordEntryResponse)
  .mutation(({ ctx, input }) => addAddendum(ctx.db, actorOf(ctx), input.id, input));
