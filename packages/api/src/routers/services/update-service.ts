import { canManagePriceList } from '@clinic/domain';

import { actorOf } from '../../context';
import { updateServiceById } from '../../services/services/services.service';
import { roleProcedure } from '../../trpc';
import { ZServiceResponse, ZUpdateServiceRequest, servicesMeta } from './services.types';

export const updateServiceProcedure = roleProcedure(canManagePriceList)
  .meta(servicesMeta.update)
  .input(ZUpdateServiceRequest)
  .output(ZServiceResponse)
  .mutation(({ ctx, input: { id, ...changes } }) => updateServiceById(ctx.db, actorOf(ctx), id, changes));
