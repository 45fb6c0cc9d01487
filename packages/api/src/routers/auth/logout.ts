import { z } from 'zod';

import { actorOf } from '../../context';
import { logout } from '../../services/auth/logout.service';
import { protectedProcedure } from '../../trpc';
import { ZLogoutResponse, authMeta } from './auth.types';

export const logoutProcedure = protectedProcedure
  .meta(authMeta.logout)
  .input(z.void())
  .output(ZLogoutResponse)
  .mutation(async ({ ctx }) => {
    await logout(ctx.db, actorOf(ctx));
    await ctx.session.signOut();
    return { success: true as const };
  });
