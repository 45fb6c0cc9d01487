import { ZIdInput } from '../../procedures';
import { getAdAccount } from '../../services/ad-accounts/ad-accounts.service';
import { permittedProcedure } from '../../trpc';
import { ZAdAccountResponse, adAccountsMeta } from './ad-accounts.types';

export const getAdAccountProcedure = permittedProcedure('reports:work')
  .meta(adAccountsMeta.get)
  .input(ZIdInput)
  .output(ZAdAccountResponse)
  .query(({ ctx, input }) => getAdAccount(ctx.db, input.id));
