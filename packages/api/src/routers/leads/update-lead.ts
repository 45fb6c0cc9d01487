
import { actorOf } from '../../context';
import { updateLeadById } from '../../services/leads/leads.service';
import { permittedProcedure } from '../../trpc';
import { ZLeadResponse, ZUpdateLeadRequest, leadsMeta } from './leads.types';

export const updateLeadProcedure = permittedProcedure('leads:work')
  .meta(leadsMeta.update)
  .input(ZUpdateLeadRequest)
  .output(ZLeadResponse)
  .mutation(({ ctx, input: { id, version, ...changes } }) => updateLeadById(ctx.db, actorOf(ctx), id, changes, version));
