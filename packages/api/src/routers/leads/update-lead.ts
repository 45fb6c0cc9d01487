import { canWorkLeads } from '@clinic/domain';

import { actorOf } from '../../context';
import { updateLeadById } from '../../services/leads/leads.service';
import { roleProcedure } from '../../trpc';
import { ZLeadResponse, ZUpdateLeadRequest, leadsMeta } from './leads.types';

export const updateLeadProcedure = roleProcedure(canWorkLeads)
  .meta(leadsMeta.update)
  .input(ZUpdateLeadRequest)
  .output(ZLeadResponse)
  .mutation(({ ctx, input: { id, ...changes } }) => updateLeadById(ctx.db, actorOf(ctx), id, changes));
