import { checkRoomConflict } from '../../services/appointments/appointments.service';
import { protectedProcedure } from '../../trpc';
import { ZCheckRoomConflictRequest, ZConflictResponse, appointmentsMeta } from './appointments.types';

export const checkRoomConflictProcedure = protectedProcedure
  .meta(appointmentsMeta.checkConflict)
  .input(ZCheckRoomConflictRequest)
  .output(ZConflictResponse)
  .query(({ ctx, input }) => checkRoomConflict(ctx.db, input));
