import { actorOf } from '../../context';
import { registerUser } from '../../services/users/register.service';
import { publicProcedure } from '../../trpc';
import { ZRegisterRequest, ZUserResponse, authMeta } from './auth.types';

export const registerProcedure = publicProcedure
  .meta(authMeta.register)
  .input(ZRegisterRequest)
  .output(ZUserResponse)
  .mutation(async ({ ctx, input }) => {
    const { user, first } = await registerUser(ctx.db, actorOf(ctx), input);
    if (first) await ctx.session.signIn(user.id);
    return user;
  });
