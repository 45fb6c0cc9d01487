import { actorOf } from '../../context';
import { ZIdInput } from '../../procedures';
import { liftSignInLock } from '../../services/users/sign-in-lock.service';
import { permittedProcedure } from '../../trpc';
import { ZUserListItemResponse, usersMeta } from './users.types';

export const liftSignInLockProcedure = permittedProcedure('users:manage')
  .meta(usersMeta.liftSignInLock)
  .input(ZIdInput)
  .output(ZUserListItemResponse)
  .mutation(({ ctx, input }) => liftSignInLock(ctx.db, actorOf(ctx), input.id, ctx.now()));
