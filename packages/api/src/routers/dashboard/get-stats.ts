import { getDashboardStats } from '../../services/dashboard/dashboard.service';
import { protectedProcedure } from '../../trpc';
import { ZDashboardStatsRequest, ZDashboardStatsResponse, dashboardMeta } from './dashboard.types';

export const getStatsProcedure = protectedProcedure
  .meta(dashboardMeta.stats)
  .input(ZDashboardStatsRequest)
  .output(ZDashboardStatsResponse)
  .query(({ ctx }) => getDashboardStats(ctx.db, ctx.now()));
