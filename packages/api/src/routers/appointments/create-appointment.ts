import { canEditAppointments } from '@clinic/domain';

import { actorOf } from '../../context';
import { createAppointment } from '../../services/appointments/book-appointments.service';
import { roleProcedure } from '../../trpc';
import { ZAppointmentResponse, ZCreateAppointmentRequest, appointmentsMeta } from './appointments.types';

export const createAppointmentProcedure = roleProcedure(canEditAppointments)
  .meta(appointmentsMeta.create)
  .input(ZCreateAppointmentRequest)
  .output(ZAppointmentResponse)
  .mutation(({ ctx, input }) => createAppointment(ctx.db, actorOf(ctx), input));
