import { actorOf } from '../../context';
import { ZIdInput } from '../../procedures';
import { deactivateAdAccount } from '../../services/ad-accounts/ad-accounts.service';
import { permittedProcedure } from '../../trpc';
import { ZAdAccountResponse, adAccountsMeta } from './ad-accounts.types';

export const deactivateAdAccountProcedure = permittedProcedure('reports:work')
  .meta(adAccountsMeta.deactivate)
  .input(ZIdInput)
  .output(ZAdAccountResponse)
  .mutation(({ ctx, input }) => deactivateAdAccount(ctx.db, actorOf(ctx), input.id, ctx.now()));
