import { listSystemLogs } from '../../services/logs/logs.service';
import { protectedProcedure } from '../../trpc';
import { ZListLogsRequest, ZListLogsResponse, logsMeta } from './logs.types';

export const listLogsProcedure = protectedProcedure
  .meta(logsMeta.list)
  .input(ZListLogsRequest)
  .output(ZListLogsResponse)
  .query(({ ctx, input }) => listSystemLogs(ctx.db, input));
