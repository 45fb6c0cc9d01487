
import { getLead } from '../../services/leads/leads.service';
import { permittedProcedure } from '../../trpc';
import { ZLeadIdInput, ZLeadResponse, leadsMeta } from './leads.types';

export const getLeadProcedure = permittedProcedure('leads:work')
  .meta(leadsMeta.get)
  .input(ZLeadIdInput)
  .output(ZLeadResponse)
  .query(({ ctx, input }) => getLead(ctx.db, input.id));
