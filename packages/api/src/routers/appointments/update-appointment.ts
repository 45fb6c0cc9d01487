import { canEditAppointments } from '@clinic/domain';

import { actorOf } from '../../context';
import { updateAppointmentById } from '../../services/appointments/book-appointments.service';
import { roleProcedure } from '../../trpc';
import { ZAppointmentResponse, ZUpdateAppointmentRequest, appointmentsMeta } from './appointments.types';

export const updateAppointmentProcedure = roleProcedure(canEditAppointments)
  .meta(appointmentsMeta.update)
  .input(ZUpdateAppointmentRequest)
  .output(ZAppointmentResponse)
  .mutation(({ ctx, input: { id, ...changes } }) => updateAppointmentById(ctx.db, actorOf(ctx), id, changes));
