
import { actorOf } from '../../context';
import { createAppointment } from '../../services/appointments/book-appointments.service';
import { permittedProcedure } from '../../trpc';
import { ZAppointmentResponse, ZCreateAppointmentRequest, appointmentsMeta } from './appointments.types';

export const createAppointmentProcedure = permittedProcedure('appointments:edit')
  .meta(appointmentsMeta.create)
  .input(ZCreateAppointmentRequest)
  .output(ZAppointmentResponse)
  .mutation(({ ctx, input }) => createAppointment(ctx.db, actorOf(ctx), input));
