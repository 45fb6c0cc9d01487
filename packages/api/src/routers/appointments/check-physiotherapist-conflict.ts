import { checkPhysiotherapistConflict } from '../../services/appointments/appointments.service';
import { protectedProcedure } from '../../trpc';
import { ZCheckPhysiotherapistConflictRequest, ZConflictResponse, appointmentsMeta } from './appointments.types';

export const checkPhysiotherapistConflictProcedure = protectedProcedure
  .meta(appointmentsMeta.checkPhysiotherapistConflict)
  .input(ZCheckPhysiotherapistConflictRequest)
  .output(ZConflictResponse)
  .query(({ ctx, input }) => checkPhysiotherapistConflict(ctx.db, input));
