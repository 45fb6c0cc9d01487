import { actorOf } from '../../context';
import { ZIdInput } from '../../procedures';
import { cancelAppointment } from '../../services/appointments/book-appointments.service';
import { permittedProcedure } from '../../trpc';
import { ZAppointmentResponse, appointmentsMeta } from './appointments.types';

export const cancelAppointmentProcedure = permittedProcedure('appointments:edit')
  .meta(appointmentsMeta.cancel)
  .input(ZIdInput)
  .output(ZAppointmentResponse)
  .mutation(({ ctx, input }) => cancelAppointment(ctx.db, actorOf(ctx), input.id));
