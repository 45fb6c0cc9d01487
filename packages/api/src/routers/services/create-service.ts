import { canManagePriceList } from '@clinic/domain';

import { actorOf } from '../../context';
import { createService } from '../../services/services/services.service';
import { roleProcedure } from '../../trpc';
import { ZCreateServiceRequest, ZServiceResponse, servicesMeta } from './services.types';

export const createServiceProcedure = roleProcedure(canManagePriceList)
  .meta(servicesMeta.create)
  .input(ZCreateServiceRequest)
  .output(ZServiceResponse)
  .mutation(({ ctx, input }) => createService(ctx.db, actorOf(ctx), input));
