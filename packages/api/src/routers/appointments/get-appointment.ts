import { ZIdInput } from '../../procedures';
import { getAppointment } from '../../services/appointments/appointments.service';
import { permittedProcedure } from '../../trpc';
import { ZAppointmentResponse, appointmentsMeta } from './appointments.types';

export const getAppointmentProcedure = permittedProcedure('clinic:see')
  .meta(appointmentsMeta.get)
  .input(ZIdInput)
  .output(ZAppointmentResponse)
  .query(({ ctx, input }) => getAppointment(ctx.db, input.id));
