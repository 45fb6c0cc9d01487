import { ZCreateSystemLogInput, ZSystemLogPage, ZSystemLogQuery } from '@clinic/domain';
import { z } from 'zod';

import { actorOf } from '../../context';
import { createSystemLog, listSystemLogs } from '../../services/logs/logs.service';
import { protectedProcedure, router } from '../../trpc';

const tags = ['Logs do Sistema'];

export const systemLogsRouter = router({
  list: protectedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/system-logs',
        tags,
        summary: 'Atividades registradas, das mais recentes às mais antigas (filtros e paginação no servidor)',
        protect: true,
      },
    })
    .input(ZSystemLogQuery)
    .output(ZSystemLogPage)
    .query(({ ctx, input }) => listSystemLogs(ctx.db, input)),
  /** Log rows can be added, never edited or deleted; the author is the signed-in user. */
  create: protectedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/system-logs',
        tags,
        summary: 'Registra uma atividade em nome do usuário da sessão (usuário, IP e navegador vêm da requisição)',
        protect: true,
      },
    })
    .input(ZCreateSystemLogInput)
    .output(z.object({ success: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      await createSystemLog(ctx.db, actorOf(ctx), input);
      return { success: true as const };
    }),
});
