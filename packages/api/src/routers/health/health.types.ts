import { z } from 'zod';

export const ZHealthRequest = z.object({}).optional();
export const ZHealthResponse = z.object({ status: z.literal('ok') });

const tags = ['Sistema'];
export const healthMeta = {
  check: { openapi: { method: 'GET', path: '/health', tags, summary: 'Servidor e banco respondendo', protect: false } },
} as const;
