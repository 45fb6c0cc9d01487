import { listUpcomingAppointments } from '../../services/appointments/appointments.service';
import { protectedProcedure } from '../../trpc';
import { ZDashboardUpcomingRequest, ZDashboardUpcomingResponse, dashboardMeta } from './dashboard.types';

export const listUpcomingProcedure = protectedProcedure
  .meta(dashboardMeta.upcoming)
  .input(ZDashboardUpcomingRequest)
  .output(ZDashboardUpcomingResponse)
  .query(({ ctx }) => listUpcomingAppointments(ctx.db, ctx.now()));
