
import { listSystemLogs } from '../../services/system-logs/system-logs.service';
import { permittedProcedure } from '../../trpc';
import { ZListLogsRequest, ZListLogsResponse, logsMeta } from './system-logs.types';

export const listLogsProcedure = permittedProcedure('systemLogs:see')
  .meta(logsMeta.list)
  .input(ZListLogsRequest)
  .output(ZListLogsResponse)
  .query(({ ctx, input }) => listSystemLogs(ctx.db, input));
