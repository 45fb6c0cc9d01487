import { canWorkLeads } from '@clinic/domain';

import { actorOf } from '../../context';
import { unconvertLead } from '../../services/leads/leads.service';
import { roleProcedure } from '../../trpc';
import { ZLeadIdInput, ZLeadResponse, leadsMeta } from './leads.types';

export const unconvertLeadProcedure = roleProcedure(canWorkLeads)
  .meta(leadsMeta.unconvert)
  .input(ZLeadIdInput)
  .output(ZLeadResponse)
  .mutation(({ ctx, input }) => unconvertLead(ctx.db, actorOf(ctx), input.id));
