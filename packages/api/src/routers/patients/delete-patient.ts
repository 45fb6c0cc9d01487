
import { actorOf } from '../../context';
import { deletePatientById } from '../../services/patients/patients.service';
import { permittedProcedure } from '../../trpc';
import { ZDeletePatientRequest, ZDeletePatientResponse, patientsMeta } from './patients.types';

export const deletePatientProcedure = permittedProcedure('patients:delete')
  .meta(patientsMeta.delete)
  .input(ZDeletePatientRequest)
  .output(ZDeletePatientResponse)
  .mutation(({ ctx, input }) => deletePatientById(ctx.db, actorOf(ctx), input.id, input.forceCascade));
