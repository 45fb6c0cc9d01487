import { router } from '../../trpc';
import { createLogProcedure } from './create-log';
import { listLogsProcedure } from './list-logs';

/** The activity log (REST: /api/system-logs; tRPC: systemLogs). */
export const logsRouter = router({
  list: listLogsProcedure,
  create: createLogProcedure,
});
