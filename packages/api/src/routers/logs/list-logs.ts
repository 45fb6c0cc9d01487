import { canSeeSystemLogs } from '@clinic/domain';

import { listSystemLogs } from '../../services/logs/logs.service';
import { roleProcedure } from '../../trpc';
import { ZListLogsRequest, ZListLogsResponse, logsMeta } from './logs.types';

export const listLogsProcedure = roleProcedure(canSeeSystemLogs)
  .meta(logsMeta.list)
  .input(ZListLogsRequest)
  .output(ZListLogsResponse)
  .query(({ ctx, input }) => listSystemLogs(ctx.db, input));
