import { checkHealth } from '../../services/health/health.service';
import { publicProcedure } from '../../trpc';
import { ZHealthRequest, ZHealthResponse, healthMeta } from './health.types';

export const checkHealthProcedure = publicProcedure
  .meta(healthMeta.check)
  .input(ZHealthRequest)
  .output(ZHealthResponse)
  .query(({ ctx }) => checkHealth(ctx.db));
