import { z } from 'zod';

import { listStaffOptions, listUsers } from '../../services/users/users.service';
import { managerProcedure, protectedProcedure } from '../../trpc';
import { ZListUsersResponse, ZStaffOptionsResponse, usersMeta } from './users.types';

export const listUsersProcedure = managerProcedure
  .meta(usersMeta.list)
  .input(z.object({}).optional())
  .output(ZListUsersResponse)
  .query(({ ctx }) => listUsers(ctx.db));

/** Names for pickers and filters (physiotherapists, the log's user filter): any signed-in user. */
export const staffOptionsProcedure = protectedProcedure
  .input(z.object({}).optional())
  .output(ZStaffOptionsResponse)
  .query(({ ctx }) => listStaffOptions(ctx.db));
