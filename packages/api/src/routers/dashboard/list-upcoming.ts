import { listUpcomingAppointments } from '../../services/appointments/appointments.service';
import { permittedProcedure } from '../../trpc';
import { ZDashboardUpcomingRequest, ZDashboardUpcomingResponse, dashboardMeta } from './dashboard.types';

export const listUpcomingProcedure = permittedProcedure('clinic:see')
  .meta(dashboardMeta.upcoming)
  .input(ZDashboardUpcomingRequest)
  .output(ZDashboardUpcomingResponse)
  .query(({ ctx }) => listUpcomingAppointments(ctx.db, ctx.now()));
