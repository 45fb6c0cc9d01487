import { ZService, ZServiceInput, canManagePriceList } from '@clinic/domain';

import { actorOf } from '../../context';
import {
  createService,
  deleteServiceById,
  listServices,
  updateServiceById,
} from '../../services/services/services.service';
import { protectedProcedure, roleProcedure, router } from '../../trpc';
import {
  ZDeleteServiceResponse,
  ZListServicesRequest,
  ZListServicesResponse,
  ZServiceIdInput,
  ZUpdateServiceRequest,
  servicesMeta,
} from './services.types';

/** The price list is kept by management and the finance team. */
const priceListProcedure = roleProcedure(canManagePriceList);

export const servicesRouter = router({
  list: protectedProcedure
    .meta(servicesMeta.list)
    .input(ZListServicesRequest)
    .output(ZListServicesResponse)
    .query(({ ctx, input }) => listServices(ctx.db, input.search)),
  create: priceListProcedure
    .meta(servicesMeta.create)
    .input(ZServiceInput)
    .output(ZService)
    .mutation(({ ctx, input }) => createService(ctx.db, actorOf(ctx), input)),
  update: priceListProcedure
    .meta(servicesMeta.update)
    .input(ZUpdateServiceRequest)
    .output(ZService)
    .mutation(({ ctx, input: { id, ...changes } }) => updateServiceById(ctx.db, actorOf(ctx), id, changes)),
  delete: priceListProcedure
    .meta(servicesMeta.delete)
    .input(ZServiceIdInput)
    .output(ZDeleteServiceResponse)
    .mutation(async ({ ctx, input }) => {
      await deleteServiceById(ctx.db, actorOf(ctx), input.id);
      return { success: true as const };
    }),
});
