import { getPatientRelatedData } from '../../services/patients/patients.service';
import { protectedProcedure } from '../../trpc';
import { ZPatientIdInput, ZPatientRelatedDataResponse, patientsMeta } from './patients.types';

export const getPatientRelatedDataProcedure = protectedProcedure
  .meta(patientsMeta.relatedData)
  .input(ZPatientIdInput)
  .output(ZPatientRelatedDataResponse)
  .query(({ ctx, input }) => getPatientRelatedData(ctx.db, input.id));
