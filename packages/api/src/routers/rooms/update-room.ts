import { actorOf } from '../../context';
import { updateRoomById } from '../../services/rooms/rooms.service';
import { permittedProcedure } from '../../trpc';
import { ZRoomResponse, ZUpdateRoomRequest, roomsMeta } from './rooms.types';

export const updateRoomProcedure = permittedProcedure('rooms:manage')
  .meta(roomsMeta.update)
  .input(ZUpdateRoomRequest)
  .output(ZRoomResponse)
  .mutation(({ ctx, input: { id, version, ...changes } }) => updateRoomById(ctx.db, actorOf(ctx), id, changes, version));
