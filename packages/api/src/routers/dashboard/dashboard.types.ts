import { UPCOMING_LIMIT, ZAppointmentListItem, ZDashboardStats } from '@clinic/domain';
import { z } from 'zod';

import { restRoute } from '../../rest-route';
import { syncParsed } from '../../sync-parsed';

export const ZDashboardStatsRequest = z.object({}).optional();
export const ZDashboardStatsResponse = ZDashboardStats;
export const ZDashboardUpcomingRequest = z.object({}).optional();
export const ZDashboardUpcomingResponse = syncParsed(z.array(ZAppointmentListItem));

const tags = ['Dashboard'];
export const dashboardMeta = {
  stats: restRoute('GET', '/dashboard/stats', tags, 'Números do dia'),
  upcoming: restRoute('GET', '/dashboard/upcoming', tags, `Próximos Agendamentos: os ${UPCOMING_LIMIT} próximos agendados a partir da hora atual (sem bloqueios nem cancelados)`),
};
