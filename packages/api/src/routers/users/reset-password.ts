import { ZNewPassword } from '@clinic/domain';
import { z } from 'zod';

import { actorOf } from '../../context';
import { resetPassword } from '../../services/users/reset-password.service';
import { managerProcedure } from '../../trpc';

/** tRPC only (used by the reset-password script): sets a new password and ends the user's sessions. */
export const resetPasswordProcedure = managerProcedure
  .input(z.object({ email: z.string().trim().email('Email inválido'), password: ZNewPassword }))
  .output(z.object({ success: z.literal(true) }))
  .mutation(async ({ ctx, input }) => {
    await resetPassword(ctx.db, actorOf(ctx), input);
    return { success: true as const };
  });
