import { checkPatientConflict } from '../../services/appointments/appointments.service';
import { permittedProcedure } from '../../trpc';
import { ZCheckPatientConflictRequest, ZConflictResponse, appointmentsMeta } from './appointments.types';

export const checkPatientConflictProcedure = permittedProcedure('clinic:see')
  .meta(appointmentsMeta.checkPatientConflict)
  .input(ZCheckPatientConflictRequest)
  .output(ZConflictResponse)
  .query(({ ctx, input }) => checkPatientConflict(ctx.db, input));
