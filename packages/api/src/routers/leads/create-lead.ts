import { canWorkLeads } from '@clinic/domain';

import { actorOf } from '../../context';
import { createLead } from '../../services/leads/leads.service';
import { roleProcedure } from '../../trpc';
import { ZCreateLeadRequest, ZLeadResponse, leadsMeta } from './leads.types';

export const createLeadProcedure = roleProcedure(canWorkLeads)
  .meta(leadsMeta.create)
  .input(ZCreateLeadRequest)
  .output(ZLeadResponse)
  .mutation(({ ctx, input }) => createLead(ctx.db, actorOf(ctx), input));
