import { listAppointments } from '../../services/appointments/appointments.service';
import { protectedProcedure } from '../../trpc';
import { ZListAppointmentsRequest, ZListAppointmentsResponse, appointmentsMeta } from './appointments.types';

export const listAppointmentsProcedure = protectedProcedure
  .meta(appointmentsMeta.list)
  .input(ZListAppointmentsRequest)
  .output(ZListAppointmentsResponse)
  .query(({ ctx, input }) => listAppointments(ctx.db, input, ctx.now()));
