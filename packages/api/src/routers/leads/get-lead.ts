import { canWorkLeads } from '@clinic/domain';

import { getLead } from '../../services/leads/leads.service';
import { roleProcedure } from '../../trpc';
import { ZLeadIdInput, ZLeadResponse, leadsMeta } from './leads.types';

export const getLeadProcedure = roleProcedure(canWorkLeads)
  .meta(leadsMeta.get)
  .input(ZLeadIdInput)
  .output(ZLeadResponse)
  .query(({ ctx, input }) => getLead(ctx.db, input.id));
