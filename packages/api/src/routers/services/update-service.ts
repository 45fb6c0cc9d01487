
import { actorOf } from '../../context';
import { updateServiceById } from '../../services/services/services.service';
import { permittedProcedure } from '../../trpc';
import { ZServiceResponse, ZUpdateServiceRequest, servicesMeta } from './services.types';

export const updateServiceProcedure = permittedProcedure('services:manage')
  .meta(servicesMeta.update)
  .input(ZUpdateServiceRequest)
  .output(ZServiceResponse)
  .mutation(({ ctx, input: { id, version, ...changes } }) => updateServiceById(ctx.db, actorOf(ctx), id, changes, version));
