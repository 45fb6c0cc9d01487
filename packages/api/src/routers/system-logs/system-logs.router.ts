import { ZSystemLogPage, ZSystemLogQuery } from '@clinic/domain';

import { listSystemLogs } from '../../services/logs/logs.service';
import { protectedProcedure, router } from '../../trpc';

export const systemLogsRouter = router({
  list: protectedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/system-logs',
        tags: ['Logs do Sistema'],
        summary: 'Atividades registradas, das mais recentes às mais antigas',
        protect: true,
      },
    })
    .input(ZSystemLogQuery)
    .output(ZSystemLogPage)
    .query(({ ctx, input }) => listSystemLogs(ctx.db, input)),
});
