
import { actorOf } from '../../context';
import { createAppointments } from '../../services/appointments/book-appointments.service';
import { permittedProcedure } from '../../trpc';
import { ZCreateAppointmentsBatchRequest, ZCreateAppointmentsBatchResponse, appointmentsMeta } from './appointments.types';

export const createAppointmentsBatchProcedure = permittedProcedure('appointments:edit')
  .meta(appointmentsMeta.createBatch)
  .input(ZCreateAppointmentsBatchRequest)
  .output(ZCreateAppointmentsBatchResponse)
  .mutation(({ ctx, input }) => createAppointments(ctx.db, actorOf(ctx), input.appointments));
