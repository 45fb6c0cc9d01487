import { actorOf } from '../../context';
import { updateUserById } from '../../services/users/users.service';
import { permittedProcedure } from '../../trpc';
import { ZUpdateUserRequest, ZUserResponse, usersMeta } from './users.types';

export const updateUserProcedure = permittedProcedure('users:manage')
  .meta(usersMeta.update)
  .input(ZUpdateUserRequest)
  .output(ZUserResponse)
  .mutation(async ({ ctx, input: { id, version, ...changes } }) => {
    const user = await updateUserById(ctx.db, actorOf(ctx), id, changes, ctx.now(), version);
    // A new password ended all of this user's sessions; when it is our own, stay signed in.
    if (changes.password && id === ctx.user.id) await ctx.session.signIn(id);
    return user;
  });
