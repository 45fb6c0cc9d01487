import { actorOf } from '../../context';
import { resetPassword } from '../../services/users/reset-password.service';
import { permittedProcedure } from '../../trpc';
import { ZResetPasswordRequest, ZResetPasswordResponse } from './users.types';

/** tRPC only (used by the reset-password script): sets a new password and ends the user's sessions. */
export const resetPasswordProcedure = permittedProcedure('users:manage')
  .input(ZResetPasswordRequest)
  .output(ZResetPasswordResponse)
  .mutation(async ({ ctx, input }) => {
    await resetPassword(ctx.db, actorOf(ctx), input);
    return { success: true as const };
  });
