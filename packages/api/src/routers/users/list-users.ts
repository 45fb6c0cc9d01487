import { z } from 'zod';

import { listUsers } from '../../services/users/users.service';
import { permittedProcedure } from '../../trpc';
import { ZListUsersResponse, usersMeta } from './users.types';

export const listUsersProcedure = permittedProcedure('users:manage')
  .meta(usersMeta.list)
  .input(z.object({}).optional())
  .output(ZListUsersResponse)
  .query(({ ctx }) => listUsers(ctx.db, ctx.now()));
