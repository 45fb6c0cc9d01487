import { actorOf } from '../../context';
import { deleteRoomById } from '../../services/rooms/rooms.service';
import { managerProcedure } from '../../trpc';
import { ZDeleteRoomResponse, ZRoomIdInput, roomsMeta } from './rooms.types';

export const deleteRoomProcedure = managerProcedure
  .meta(roomsMeta.delete)
  .input(ZRoomIdInput)
  .output(ZDeleteRoomResponse)
  .mutation(async ({ ctx, input }) => {
    await deleteRoomById(ctx.db, actorOf(ctx), input.id);
    return { success: true as const };
  });
