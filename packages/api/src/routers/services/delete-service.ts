import { canManagePriceList } from '@clinic/domain';

import { actorOf } from '../../context';
import { deleteServiceById } from '../../services/services/services.service';
import { roleProcedure } from '../../trpc';
import { ZDeleteServiceResponse, ZServiceIdInput, servicesMeta } from './services.types';

export const deleteServiceProcedure = roleProcedure(canManagePriceList)
  .meta(servicesMeta.delete)
  .input(ZServiceIdInput)
  .output(ZDeleteServiceResponse)
  .mutation(async ({ ctx, input }) => {
    await deleteServiceById(ctx.db, actorOf(ctx), input.id);
    return { success: true as const };
  });
