import { listPatients } from '../../services/patients/patients.service';
import { permittedProcedure } from '../../trpc';
import { ZListPatientsRequest, ZListPatientsResponse, patientsMeta } from './patients.types';

export const listPatientsProcedure = permittedProcedure('clinic:see')
  .meta(patientsMeta.list)
  .input(ZListPatientsRequest)
  .output(ZListPatientsResponse)
  .query(({ ctx, input }) => listPatients(ctx.db, input, ctx.now()));
