import { checkPhysiotherapistConflict } from '../../services/appointments/appointments.service';
import { permittedProcedure } from '../../trpc';
import { ZCheckPhysiotherapistConflictRequest, ZConflictResponse, appointmentsMeta } from './appointments.types';

export const checkPhysiotherapistConflictProcedure = permittedProcedure('clinic:see')
  .meta(appointmentsMeta.checkPhysiotherapistConflict)
  .input(ZCheckPhysiotherapistConflictRequest)
  .output(ZConflictResponse)
  .query(({ ctx, input }) => checkPhysiotherapistConflict(ctx.db, input));
