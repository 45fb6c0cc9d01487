import { getPatientRelatedData } from '../../services/patients/patients.service';
import { permittedProcedure } from '../../trpc';
import { ZPatientIdInput, ZPatientRelatedDataResponse, patientsMeta } from './patients.types';

export const getPatientRelatedDataProcedure = permittedProcedure('clinic:see')
  .meta(patientsMeta.relatedData)
  .input(ZPatientIdInput)
  .output(ZPatientRelatedDataResponse)
  .query(({ ctx, input }) => getPatientRelatedData(ctx.db, input.id));
