import { router } from '../../trpc';
import { createRoomProcedure } from './create-room';
import { deleteRoomProcedure } from './delete-room';
import { listRoomsProcedure } from './list-rooms';
import { updateRoomProcedure } from './update-room';

export const roomsRouter = router({
  list: listRoomsProcedure,
  create: createRoomProcedure,
  update: updateRoomProcedure,
  delete: deleteRoomProcedure,
});
