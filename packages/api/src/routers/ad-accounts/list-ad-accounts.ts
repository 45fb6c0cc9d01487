import { canWorkReports } from '@clinic/domain';
import { z } from 'zod';

import { listAdAccounts } from '../../services/ad-accounts/ad-accounts.service';
import { roleProcedure } from '../../trpc';
import { ZListAdAccountsResponse, adAccountsMeta } from './ad-accounts.types';

export const listAdAccountsProcedure = roleProcedure(canWorkReports)
  .meta(adAccountsMeta.list)
  .input(z.object({}).optional())
  .output(ZListAdAccountsResponse)
  .query(({ ctx }) => listAdAccounts(ctx.db));
