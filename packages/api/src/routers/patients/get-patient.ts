import { ZIdInput } from '../../procedures';
import { getPatient } from '../../services/patients/patients.service';
import { permittedProcedure } from '../../trpc';
import { ZPatientResponse, patientsMeta } from './patients.types';

export const getPatientProcedure = permittedProcedure('clinic:see')
  .meta(patientsMeta.get)
  .input(ZIdInput)
  .output(ZPatientResponse)
  .query(({ ctx, input }) => getPatient(ctx.db, input.id, ctx.now()));
