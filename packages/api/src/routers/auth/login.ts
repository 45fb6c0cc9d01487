import { actorOf } from '../../context';
import { login } from '../../services/auth/login.service';
import { publicProcedure } from '../../trpc';
import { ZLoginRequest, ZUserResponse, authMeta } from './auth.types';

export const loginProcedure = publicProcedure
  .meta(authMeta.login)
  .input(ZLoginRequest)
  .output(ZUserResponse)
  .mutation(async ({ ctx, input }) => {
    const user = await login(ctx.db, input, actorOf(ctx), ctx.now());
    await ctx.session.signIn(user.id);
    return user;
  });
