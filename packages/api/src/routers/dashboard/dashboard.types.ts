import { UPCOMING_LIMIT, ZAppointmentListItem, ZDashboardStats } from '@clinic/domain';
import { z } from 'zod';

import { syncParsed } from '../../sync-parsed';

export const ZDashboardStatsRequest = z.object({}).optional();
export const ZDashboardStatsResponse = ZDashboardStats;
export const ZDashboardUpcomingRequest = z.object({}).optional();
export const ZDashboardUpcomingResponse = syncParsed(z.array(ZAppointmentListItem));

const tags = ['Dashboard'];
export const dashboardMeta = {
  stats: { openapi: { method: 'GET', path: '/dashboard/stats', tags, summary: 'Números do dia', protect: true } },
  upcoming: {
    openapi: {
      method: 'GET',
      path: '/dashboard/upcoming',
      tags,
      summary: `Próximos Agendamentos: os ${UPCOMING_LIMIT} próximos agendados a partir da hora atual (sem bloqueios nem cancelados)`,
      protect: true,
    },
  },
} as const;
