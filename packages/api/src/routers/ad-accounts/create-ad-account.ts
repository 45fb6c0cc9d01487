
import { actorOf } from '../../context';
import { createAdAccount } from '../../services/ad-accounts/ad-accounts.service';
import { permittedProcedure } from '../../trpc';
import { ZAdAccountResponse, ZCreateAdAccountRequest, adAccountsMeta } from './ad-accounts.types';

export const createAdAccountProcedure = permittedProcedure('reports:work')
  .meta(adAccountsMeta.create)
  .input(ZCreateAdAccountRequest)
  .output(ZAdAccountResponse)
  .mutation(({ ctx, input }) => createAdAccount(ctx.db, actorOf(ctx), input));
