import { getAppointment } from '../../services/appointments/appointments.service';
import { permittedProcedure } from '../../trpc';
import { ZAppointmentIdInput, ZAppointmentResponse, appointmentsMeta } from './appointments.types';

export const getAppointmentProcedure = permittedProcedure('clinic:see')
  .meta(appointmentsMeta.get)
  .input(ZAppointmentIdInput)
  .output(ZAppointmentResponse)
  .query(({ ctx, input }) => getAppointment(ctx.db, input.id));
