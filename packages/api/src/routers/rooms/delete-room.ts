import { actorOf } from '../../context';
import { deleteRoomById } from '../../services/rooms/rooms.service';
import { permittedProcedure } from '../../trpc';
import { ZDeleteRoomResponse, ZRoomIdInput, roomsMeta } from './rooms.types';

export const deleteRoomProcedure = permittedProcedure('rooms:manage')
  .meta(roomsMeta.delete)
  .input(ZRoomIdInput)
  .output(ZDeleteRoomResponse)
  .mutation(async ({ ctx, input }) => {
    await deleteRoomById(ctx.db, actorOf(ctx), input.id);
    return { success: true as const };
  });
