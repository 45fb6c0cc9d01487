import { ZIdInput } from '../../procedures';
import { getPatientRelatedData } from '../../services/patients/patients.service';
import { permittedProcedure } from '../../trpc';
import { ZPatientRelatedDataResponse, patientsMeta } from './patients.types';

export const getPatientRelatedDataProcedure = permittedProcedure('clinic:see')
  .meta(patientsMeta.relatedData)
  .input(ZIdInput)
  .output(ZPatientRelatedDataResponse)
  .query(({ ctx, input }) => getPatientRelatedData(ctx.db, input.id));
