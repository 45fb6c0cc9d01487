import { canManageApiTokens } from '@clinic/domain';

import { actorOf } from '../../context';
import { createApiToken } from '../../services/api-tokens/api-tokens.service';
import { roleProcedure } from '../../trpc';
import { ZCreateApiTokenRequest, ZCreateApiTokenResponse, apiTokensMeta } from './api-tokens.types';

export const createApiTokenProcedure = roleProcedure(canManageApiTokens)
  .meta(apiTokensMeta.create)
  .input(ZCreateApiTokenRequest)
  .output(ZCreateApiTokenResponse)
  .mutation(({ ctx, input }) => createApiToken(ctx.db, actorOf(ctx), input));
