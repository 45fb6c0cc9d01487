
import { actorOf } from '../../context';
import { deactivateAdAccount } from '../../services/ad-accounts/ad-accounts.service';
import { permittedProcedure } from '../../trpc';
import { ZAdAccountIdInput, ZAdAccountResponse, adAccountsMeta } from './ad-accounts.types';

export const deactivateAdAccountProcedure = permittedProcedure('reports:work')
  .meta(adAccountsMeta.deactivate)
  .input(ZAdAccountIdInput)
  .output(ZAdAccountResponse)
  .mutation(({ ctx, input }) => deactivateAdAccount(ctx.db, actorOf(ctx), input.id, ctx.now()));
