import { listAppointments } from '../../services/appointments/appointments.service';
import { permittedProcedure } from '../../trpc';
import { ZListAppointmentsRequest, ZListAppointmentsResponse, appointmentsMeta } from './appointments.types';

export const listAppointmentsProcedure = permittedProcedure('clinic:see')
  .meta(appointmentsMeta.list)
  .input(ZListAppointmentsRequest)
  .output(ZListAppointmentsResponse)
  .query(({ ctx, input }) => listAppointments(ctx.db, input, ctx.now()));
