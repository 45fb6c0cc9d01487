import { searchPatients } from '../../services/patients/patients.service';
import { permittedProcedure } from '../../trpc';
import { ZSearchPatientsRequest, ZSearchPatientsResponse, patientsMeta } from './patients.types';

export const searchPatientsProcedure = permittedProcedure('clinic:see')
  .meta(patientsMeta.search)
  .input(ZSearchPatientsRequest)
  .output(ZSearchPatientsResponse)
  .query(({ ctx, input }) => searchPatients(ctx.db, input.q));
