import { z } from 'zod';

import { listUsers } from '../../services/users/users.service';
import { managerProcedure } from '../../trpc';
import { ZListUsersResponse, usersMeta } from './users.types';

export const listUsersProcedure = managerProcedure
  .meta(usersMeta.list)
  .input(z.object({}).optional())
  .output(ZListUsersResponse)
  .query(({ ctx }) => listUsers(ctx.db));
