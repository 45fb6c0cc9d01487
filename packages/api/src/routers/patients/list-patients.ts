import { listPatients } from '../../services/patients/patients.service';
import { protectedProcedure } from '../../trpc';
import { ZListPatientsRequest, ZListPatientsResponse, patientsMeta } from './patients.types';

export const listPatientsProcedure = protectedProcedure
  .meta(patientsMeta.list)
  .input(ZListPatientsRequest)
  .output(ZListPatientsResponse)
  .query(({ ctx, input }) => listPatients(ctx.db, input, ctx.now()));
