import { checkRoomConflict } from '../../services/appointments/appointments.service';
import { permittedProcedure } from '../../trpc';
import { ZCheckRoomConflictRequest, ZConflictResponse, appointmentsMeta } from './appointments.types';

export const checkRoomConflictProcedure = permittedProcedure('clinic:see')
  .meta(appointmentsMeta.checkConflict)
  .input(ZCheckRoomConflictRequest)
  .output(ZConflictResponse)
  .query(({ ctx, input }) => checkRoomConflict(ctx.db, input));
