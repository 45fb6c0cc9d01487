import { router } from '../../trpc';
import { createRoomProcedure } from './create-room';
import { deleteRoomProcedure } from './delete-room';
import { listRoomsProcedure } from './list-rooms';
import { roomFutureAppointmentsProcedure } from './room-future-appointments';
import { updateRoomProcedure } from './update-room';

export const roomsRouter = router({
  list: listRoomsProcedure,
  create: createRoomProcedure,
  futureAppointments: roomFutureAppointmentsProcedure,
  update: updateRoomProcedure,
  delete: deleteRoomProcedure,
});
