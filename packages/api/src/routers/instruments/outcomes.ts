import { actorOf } from '../../context';
import { outcomesReport, patientOutcomes } from '../../services/instruments/instruments.service';
import { permittedProcedure } from '../../trpc';
import {
  ZOutcomesReportRequest,
  ZOutcomesReportResponse,
  ZPatientOutcomesRequest,
  ZPatientOutcomesResponse,
  instrumentsMeta,
} from './instruments.types';

export const patientOutcomesProcedure = permittedProcedure('clinicalRecord:read')
  .meta(instrumentsMeta.patientOutcomes)
  .input(ZPatientOutcomesRequest)
  .output(ZPatientOutcomesResponse)
  .query(({ ctx, input }) => patientOutcomes(ctx.db, { actor: actorOf(ctx), requestId: ctx.requestId }, input.id));

/** Aggregates only (no patient's content): the 'no-show and outcomes reports' row. */
export const outcomesReportProcedure = permittedProcedure('attendanceReports:see')
  .meta(instrumentsMeta.report)
  .input(ZOutcomesReportRequest)
  .output(ZOutcomesReportResponse)
  .query(({ ctx, input }) => outcomesReport(ctx.db, input));
