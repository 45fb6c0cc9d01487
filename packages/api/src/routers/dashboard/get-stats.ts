import { getDashboardStats } from '../../services/dashboard/dashboard.service';
import { permittedProcedure } from '../../trpc';
import { ZDashboardStatsRequest, ZDashboardStatsResponse, dashboardMeta } from './dashboard.types';

export const getStatsProcedure = permittedProcedure('clinic:see')
  .meta(dashboardMeta.stats)
  .input(ZDashboardStatsRequest)
  .output(ZDashboardStatsResponse)
  .query(({ ctx }) => getDashboardStats(ctx.db, ctx.now()));
