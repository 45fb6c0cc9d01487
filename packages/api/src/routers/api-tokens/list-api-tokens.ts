import { canManageApiTokens } from '@clinic/domain';

import { listApiTokens } from '../../services/api-tokens/api-tokens.service';
import { roleProcedure } from '../../trpc';
import { ZListApiTokensRequest, ZListApiTokensResponse, apiTokensMeta } from './api-tokens.types';

export const listApiTokensProcedure = roleProcedure(canManageApiTokens)
  .meta(apiTokensMeta.list)
  .input(ZListApiTokensRequest)
  .output(ZListApiTokensResponse)
  .query(({ ctx }) => listApiTokens(ctx.db));
