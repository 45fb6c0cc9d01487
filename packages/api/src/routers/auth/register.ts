import { canManageClinic, type Role } from '@clinic/domain';

import { actorOf } from '../../context';
import { AppError } from '../../errors';
import { toUserDto } from '../../services/auth/user-dto';
import { createFirstUser, createUser } from '../../services/users/create-user.service';
import { publicProcedure } from '../../trpc';
import { ZRegisterRequest, ZUserResponse, authMeta } from './auth.types';

/**
 * Never open self-service: the clinic's first account (made admin and signed in),
 * or an account created by a signed-in admin or manager.
 */
export const registerProcedure = publicProcedure
  .meta(authMeta.register)
  .input(ZRegisterRequest)
  .output(ZUserResponse)
  .mutation(async ({ ctx, input }) => {
    if (ctx.user) {
      if (!canManageClinic(ctx.user.role as Role)) throw new AppError('REGISTRATION_CLOSED');
      return toUserDto(await createUser(ctx.db, actorOf(ctx), input));
    }
    const first = await createFirstUser(ctx.db, actorOf(ctx), input);
    if (!first) throw new AppError('UNAUTHENTICATED');
    await ctx.session.signIn(first.id);
    return toUserDto(first);
  });
