import { z } from 'zod';

import { actorOf } from '../../context';
import { logActivity } from '../../services/activity-log';
import { protectedProcedure } from '../../trpc';
import { ZLogoutResponse, authMeta } from './auth.types';

export const logoutProcedure = protectedProcedure
  .meta(authMeta.logout)
  .input(z.void())
  .output(ZLogoutResponse)
  .mutation(async ({ ctx }) => {
    const { user } = ctx;
    await logActivity(ctx.db, actorOf(ctx), {
      action: 'logout',
      entity: 'user',
      entityId: user.id,
      description: `Logout realizado por ${user.firstName} ${user.lastName} (${user.email})`,
    });
    await ctx.session.signOut();
    return { success: true as const };
  });
