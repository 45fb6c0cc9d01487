import { router } from '../../trpc';
import { createLogProcedure } from './create-system-log';
import { listLogsProcedure } from './list-system-logs';

/** The activity log (REST: /api/system-logs; tRPC: systemLogs). */
export const systemLogsRouter = router({
  list: listLogsProcedure,
  create: createLogProcedure,
});
