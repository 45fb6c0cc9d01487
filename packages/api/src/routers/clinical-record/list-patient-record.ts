import { actorOf } from '../../context';
import { listPatientRecord } from '../../services/clinical-record/clinical-record.service';
import { permittedProcedure } from '../../trpc';
import { ZListPatientRecordRequest, ZListPatientRecordResponse, clinicalRecordMeta } from './clinical-record.types';

/** Everyone sees that entries exist; content (and its access row) only for 'clinicalRecord:read'. */
export const listPatientRecordProcedure = permittedProcedure('clinicalRecord:seeExists')
  .meta(clinicalRecordMeta.list)
  .input(ZListPatientRecordRequest)
  .output(ZListPatientRecordResponse)
  .query(({ ctx, input }) => listPatientRecord(ctx.db, { actor: actorOf(ctx), requestId: ctx.requestId }, input.id, input.kind));
