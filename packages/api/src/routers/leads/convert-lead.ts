
import { actorOf } from '../../context';
import { convertLead } from '../../services/leads/leads.service';
import { permittedProcedure } from '../../trpc';
import { ZConvertLeadResponse, ZLeadIdInput, leadsMeta } from './leads.types';

export const convertLeadProcedure = permittedProcedure('leads:work')
  .meta(leadsMeta.convert)
  .input(ZLeadIdInput)
  .output(ZConvertLeadResponse)
  .mutation(({ ctx, input }) => convertLead(ctx.db, actorOf(ctx), input.id, ctx.now()));
