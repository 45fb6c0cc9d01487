import { ZDashboardStats } from '@clinic/domain';
import { z } from 'zod';

import { getDashboardStats } from '../../services/dashboard/dashboard.service';
import { protectedProcedure, router } from '../../trpc';

export const dashboardRouter = router({
  stats: protectedProcedure
    .meta({
      openapi: { method: 'GET', path: '/dashboard/stats', tags: ['Dashboard'], summary: 'Números do dia', protect: true },
    })
    .input(z.object({}).optional())
    .output(ZDashboardStats)
    .query(({ ctx }) => getDashboardStats(ctx.db, ctx.now())),
});
