
import { actorOf } from '../../context';
import { cancelAppointment } from '../../services/appointments/book-appointments.service';
import { permittedProcedure } from '../../trpc';
import { ZAppointmentIdInput, ZAppointmentResponse, appointmentsMeta } from './appointments.types';

export const cancelAppointmentProcedure = permittedProcedure('appointments:edit')
  .meta(appointmentsMeta.cancel)
  .input(ZAppointmentIdInput)
  .output(ZAppointmentResponse)
  .mutation(({ ctx, input }) => cancelAppointment(ctx.db, actorOf(ctx), input.id));
