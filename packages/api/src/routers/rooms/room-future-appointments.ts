import { ZIdInput } from '../../procedures';
import { countRoomFutureAppointments } from '../../services/rooms/rooms.service';
import { permittedProcedure } from '../../trpc';
import { ZRoomFutureAppointmentsResponse, roomsMeta } from './rooms.types';

export const roomFutureAppointmentsProcedure = permittedProcedure('rooms:manage')
  .meta(roomsMeta.futureAppointments)
  .input(ZIdInput)
  .output(ZRoomFutureAppointmentsResponse)
  .query(({ ctx, input }) => countRoomFutureAppointments(ctx.db, input.id, ctx.now()));
