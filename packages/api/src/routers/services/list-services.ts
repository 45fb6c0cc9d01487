import { listServices } from '../../services/services/services.service';
import { protectedProcedure } from '../../trpc';
import { ZListServicesRequest, ZListServicesResponse, servicesMeta } from './services.types';

export const listServicesProcedure = protectedProcedure
  .meta(servicesMeta.list)
  .input(ZListServicesRequest)
  .output(ZListServicesResponse)
  .query(({ ctx, input }) => listServices(ctx.db, input.search));
