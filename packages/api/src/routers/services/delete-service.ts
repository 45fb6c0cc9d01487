
import { actorOf } from '../../context';
import { deleteServiceById } from '../../services/services/services.service';
import { permittedProcedure } from '../../trpc';
import { ZDeleteServiceResponse, ZServiceIdInput, servicesMeta } from './services.types';

export const deleteServiceProcedure = permittedProcedure('services:manage')
  .meta(servicesMeta.delete)
  .input(ZServiceIdInput)
  .output(ZDeleteServiceResponse)
  .mutation(async ({ ctx, input }) => {
    await deleteServiceById(ctx.db, actorOf(ctx), input.id);
    return { success: true as const };
  });
