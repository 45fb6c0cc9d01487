
import { actorOf } from '../../context';
import { updateAdAccountById } from '../../services/ad-accounts/ad-accounts.service';
import { permittedProcedure } from '../../trpc';
import { ZAdAccountResponse, ZUpdateAdAccountRequest, adAccountsMeta } from './ad-accounts.types';

export const updateAdAccountProcedure = permittedProcedure('reports:work')
  .meta(adAccountsMeta.update)
  .input(ZUpdateAdAccountRequest)
  .output(ZAdAccountResponse)
  .mutation(({ ctx, input: { id, ...changes } }) => updateAdAccountById(ctx.db, actorOf(ctx), id, changes, ctx.now()));
