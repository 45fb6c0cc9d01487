import { ZDashboardStats } from '@clinic/domain';
import { z } from 'zod';

export const ZDashboardStatsRequest = z.object({}).optional();
export const ZDashboardStatsResponse = ZDashboardStats;

const tags = ['Dashboard'];
export const dashboardMeta = {
  stats: { openapi: { method: 'GET', path: '/dashboard/stats', tags, summary: 'Números do dia', protect: true } },
} as const;
