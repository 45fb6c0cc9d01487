
import { actorOf } from '../../context';
import { createLead } from '../../services/leads/leads.service';
import { permittedProcedure } from '../../trpc';
import { ZCreateLeadRequest, ZLeadResponse, leadsMeta } from './leads.types';

export const createLeadProcedure = permittedProcedure('leads:work')
  .meta(leadsMeta.create)
  .input(ZCreateLeadRequest)
  .output(ZLeadResponse)
  .mutation(({ ctx, input }) => createLead(ctx.db, actorOf(ctx), input, ctx.idempotencyKey));
