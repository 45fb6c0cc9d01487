import { listPatientAppointments } from '../../services/appointments/appointments.service';
import { permittedProcedure } from '../../trpc';
import { ZPatientAppointmentsRequest, ZPatientAppointmentsResponse, appointmentsMeta } from './appointments.types';

export const listPatientAppointmentsProcedure = permittedProcedure('clinic:see')
  .meta(appointmentsMeta.listOfPatient)
  .input(ZPatientAppointmentsRequest)
  .output(ZPatientAppointmentsResponse)
  .query(({ ctx, input }) => listPatientAppointments(ctx.db, input.id));
