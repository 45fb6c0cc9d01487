import { z } from 'zod';

import { restRoute } from '../../rest-route';

export const ZHealthRequest = z.object({}).optional();
export const ZHealthResponse = z.object({ status: z.literal('ok') });

const tags = ['Sistema'];
export const healthMeta = {
  check: restRoute('GET', '/health', tags, 'Servidor e banco respondendo', { protect: false }),
};
