
import { actorOf } from '../../context';
import { updateAppointmentById } from '../../services/appointments/book-appointments.service';
import { permittedProcedure } from '../../trpc';
import { ZAppointmentResponse, ZUpdateAppointmentRequest, appointmentsMeta } from './appointments.types';

export const updateAppointmentProcedure = permittedProcedure('appointments:edit')
  .meta(appointmentsMeta.update)
  .input(ZUpdateAppointmentRequest)
  .output(ZAppointmentResponse)
  .mutation(({ ctx, input: { id, version, ...changes } }) => updateAppointmentById(ctx.db, actorOf(ctx), id, changes, version));
