import { pingDatabase } from '@clinic/db';
import { TRPCError } from '@trpc/server';
import { z } from 'zod';

import { publicProcedure, router } from '../../trpc';

export const healthRouter = router({
  check: publicProcedure
    .meta({ openapi: { method: 'GET', path: '/health', tags: ['Sistema'], summary: 'Servidor e banco respondendo' } })
    .input(z.object({}).optional())
    .output(z.object({ status: z.literal('ok') }))
    .query(async ({ ctx }) => {
      const ok = await pingDatabase(ctx.db).catch(() => false);
      if (!ok) throw new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: 'Banco de dados indisponível' });
      return { status: 'ok' as const };
    }),
});
