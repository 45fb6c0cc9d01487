import { actorOf } from '../../context';
import { updateRoomById } from '../../services/rooms/rooms.service';
import { managerProcedure } from '../../trpc';
import { ZRoomResponse, ZUpdateRoomRequest, roomsMeta } from './rooms.types';

export const updateRoomProcedure = managerProcedure
  .meta(roomsMeta.update)
  .input(ZUpdateRoomRequest)
  .output(ZRoomResponse)
  .mutation(({ ctx, input: { id, ...changes } }) => updateRoomById(ctx.db, actorOf(ctx), id, changes));
