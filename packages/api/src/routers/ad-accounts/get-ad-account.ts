import { canWorkReports } from '@clinic/domain';

import { getAdAccount } from '../../services/ad-accounts/ad-accounts.service';
import { roleProcedure } from '../../trpc';
import { ZAdAccountIdInput, ZAdAccountResponse, adAccountsMeta } from './ad-accounts.types';

export const getAdAccountProcedure = roleProcedure(canWorkReports)
  .meta(adAccountsMeta.get)
  .input(ZAdAccountIdInput)
  .output(ZAdAccountResponse)
  .query(({ ctx, input }) => getAdAccount(ctx.db, input.id));
