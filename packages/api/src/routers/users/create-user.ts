import { actorOf } from '../../context';
import { createUserFromForm } from '../../services/users/users.service';
import { managerProcedure } from '../../trpc';
import { ZCreateUserRequest, ZUserResponse, usersMeta } from './users.types';

export const createUserProcedure = managerProcedure
  .meta(usersMeta.create)
  .input(ZCreateUserRequest)
  .output(ZUserResponse)
  .mutation(({ ctx, input }) => createUserFromForm(ctx.db, actorOf(ctx), input));
