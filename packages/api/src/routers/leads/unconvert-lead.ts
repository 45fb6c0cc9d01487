
import { actorOf } from '../../context';
import { unconvertLead } from '../../services/leads/leads.service';
import { permittedProcedure } from '../../trpc';
import { ZLeadIdInput, ZLeadResponse, leadsMeta } from './leads.types';

export const unconvertLeadProcedure = permittedProcedure('leads:work')
  .meta(leadsMeta.unconvert)
  .input(ZLeadIdInput)
  .output(ZLeadResponse)
  .mutation(({ ctx, input }) => unconvertLead(ctx.db, actorOf(ctx), input.id));
