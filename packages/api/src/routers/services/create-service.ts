
import { actorOf } from '../../context';
import { createService } from '../../services/services/services.service';
import { permittedProcedure } from '../../trpc';
import { ZCreateServiceRequest, ZServiceResponse, servicesMeta } from './services.types';

export const createServiceProcedure = permittedProcedure('services:manage')
  .meta(servicesMeta.create)
  .input(ZCreateServiceRequest)
  .output(ZServiceResponse)
  .mutation(({ ctx, input }) => createService(ctx.db, actorOf(ctx), input));
