import { getPatient } from '../../services/patients/patients.service';
import { protectedProcedure } from '../../trpc';
import { ZPatientIdInput, ZPatientResponse, patientsMeta } from './patients.types';

export const getPatientProcedure = protectedProcedure
  .meta(patientsMeta.get)
  .input(ZPatientIdInput)
  .output(ZPatientResponse)
  .query(({ ctx, input }) => getPatient(ctx.db, input.id, ctx.now()));
