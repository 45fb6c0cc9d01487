import { actorOf } from '../../context';
import { createRoom } from '../../services/rooms/rooms.service';
import { permittedProcedure } from '../../trpc';
import { ZCreateRoomRequest, ZRoomResponse, roomsMeta } from './rooms.types';

export const createRoomProcedure = permittedProcedure('rooms:manage')
  .meta(roomsMeta.create)
  .input(ZCreateRoomRequest)
  .output(ZRoomResponse)
  .mutation(({ ctx, input }) => createRoom(ctx.db, actorOf(ctx), input));
