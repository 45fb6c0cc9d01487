import { countUsers } from '@clinic/db';
import { type Role, canManageClinic } from '@clinic/domain';

import { actorOf } from '../../context';
import { AppError } from '../../errors';
import { toUserDto } from '../../services/auth/user-dto';
import { createFirstUser } from '../../services/users/create-user.service';
import { createUserFromForm } from '../../services/users/users.service';
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
      return createUserFromForm(ctx.db, actorOf(ctx), ctx.user, input);
    }
    // Cheap refusal before any password hashing: registration is closed once the clinic has users.
    if ((await countUsers(ctx.db)) > 0) throw new AppError('UNAUTHENTICATED');
    const first = await createFirstUser(ctx.db, actorOf(ctx), input);
    if (!first) throw new AppError('UNAUTHENTICATED');
    await ctx.session.signIn(first.id);
    return toUserDto(first);
  });
