import { z } from 'zod';

import { toUserDto } from '../../services/auth/user-dto';
import { protectedProcedure } from '../../trpc';
import { ZUserResponse, authMeta } from './auth.types';

export const meProcedure = protectedProcedure
  .meta(authMeta.me)
  .input(z.object({}).optional())
  .output(ZUserResponse)
  .query(({ ctx }) => toUserDto(ctx.user));
