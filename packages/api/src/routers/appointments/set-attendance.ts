import { actorOf } from '../../context';
import { setAttendance } from '../../services/appointments/attendance.service';
import { permittedProcedure } from '../../trpc';
import { ZAppointmentResponse, ZSetAttendanceRequest, appointmentsMeta } from './appointments.types';

export const setAttendanceProcedure = permittedProcedure('attendance:work')
  .meta(appointmentsMeta.setAttendance)
  .input(ZSetAttendanceRequest)
  .output(ZAppointmentResponse)
  .mutation(({ ctx, input: { id, ...attendance } }) => setAttendance(ctx.db, actorOf(ctx), id, attendance, ctx.now()));
