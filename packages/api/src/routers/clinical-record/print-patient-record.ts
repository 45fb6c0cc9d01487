import { actorOf } from '../../context';
import { printPatientRecord } from '../../services/clinical-record/clinical-record.service';
import { permittedProcedure } from '../../trpc';
import { ZPrintRecordRequest, ZPrintRecordResponse, clinicalRecordMeta } from './clinical-record.types';

export const printPatientRecordProcedure = permittedProcedure('clinicalRecord:read')
  .meta(clinicalRecordMeta.print)
  .input(ZPrintRecordRequest)
  .output(ZPrintRecordResponse)
  .query(({ ctx, input }) =>
    printPatientRecord(ctx.db, { actor: actorOf(ctx), requestId: ctx.requestId }, input.id, input.entryId, ctx.now()),
  );
