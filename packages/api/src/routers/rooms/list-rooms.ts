import { z } from 'zod';

import { listRooms } from '../../services/rooms/rooms.service';
import { protectedProcedure } from '../../trpc';
import { ZListRoomsResponse, roomsMeta } from './rooms.types';

export const listRoomsProcedure = protectedProcedure
  .meta(roomsMeta.list)
  .input(z.object({}).optional())
  .output(ZListRoomsResponse)
  .query(({ ctx }) => listRooms(ctx.db));
