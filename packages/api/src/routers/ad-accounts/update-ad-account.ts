import { canWorkReports } from '@clinic/domain';

import { actorOf } from '../../context';
import { updateAdAccountById } from '../../services/ad-accounts/ad-accounts.service';
import { roleProcedure } from '../../trpc';
import { ZAdAccountResponse, ZUpdateAdAccountRequest, adAccountsMeta } from './ad-accounts.types';

export const updateAdAccountProcedure = roleProcedure(canWorkReports)
  .meta(adAccountsMeta.update)
  .input(ZUpdateAdAccountRequest)
  .output(ZAdAccountResponse)
  .mutation(({ ctx, input: { id, ...changes } }) => updateAdAccountById(ctx.db, actorOf(ctx), id, changes, ctx.now()));
