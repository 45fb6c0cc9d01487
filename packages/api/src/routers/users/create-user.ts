import { actorOf } from '../../context';
import { createUserFromForm } from '../../services/users/users.service';
import { permittedProcedure } from '../../trpc';
import { ZCreateUserRequest, ZUserResponse, usersMeta } from './users.types';

export const createUserProcedure = permittedProcedure('users:manage')
  .meta(usersMeta.create)
  .input(ZCreateUserRequest)
  .output(ZUserResponse)
  .mutation(({ ctx, input }) => createUserFromForm(ctx.db, actorOf(ctx), input));
