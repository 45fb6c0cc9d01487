import { z } from 'zod';

import { getUserById } from '../../services/users/users.service';
import { protectedProcedure } from '../../trpc';
import { ZUserResponse, authMeta } from './auth.types';

export const meProcedure = protectedProcedure
  .meta(authMeta.me)
  .input(z.object({}).optional())
  .output(ZUserResponse)
  .query(({ ctx }) => getUserById(ctx.db, ctx.user.id));
