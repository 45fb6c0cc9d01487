import { actorOf } from '../../context';
import { updateUserById } from '../../services/users/users.service';
import { managerProcedure } from '../../trpc';
import { ZUpdateUserRequest, ZUserResponse, usersMeta } from './users.types';

export const updateUserProcedure = managerProcedure
  .meta(usersMeta.update)
  .input(ZUpdateUserRequest)
  .output(ZUserResponse)
  .mutation(({ ctx, input: { id, ...changes } }) => updateUserById(ctx.db, actorOf(ctx), ctx.user, id, changes));
