import { z } from 'zod';

import { listAdAccounts } from '../../services/ad-accounts/ad-accounts.service';
import { permittedProcedure } from '../../trpc';
import { ZListAdAccountsResponse, adAccountsMeta } from './ad-accounts.types';

export const listAdAccountsProcedure = permittedProcedure('reports:work')
  .meta(adAccountsMeta.list)
  .input(z.object({}).optional())
  .output(ZListAdAccountsResponse)
  .query(({ ctx }) => listAdAccounts(ctx.db));
