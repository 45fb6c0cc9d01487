import { listStaffOptions } from '../../services/users/users.service';
import { protectedProcedure } from '../../trpc';
import { ZStaffOptionsRequest, ZStaffOptionsResponse } from './users.types';

/** Names for pickers and filters (physiotherapists, the log's user filter): any signed-in user. */
export const staffOptionsProcedure = protectedProcedure
  .input(ZStaffOptionsRequest)
  .output(ZStaffOptionsResponse)
  .query(({ ctx }) => listStaffOptions(ctx.db));
