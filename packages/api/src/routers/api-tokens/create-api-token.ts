
import { actorOf } from '../../context';
import { createApiToken } from '../../services/api-tokens/api-tokens.service';
import { permittedProcedure } from '../../trpc';
import { ZCreateApiTokenRequest, ZCreateApiTokenResponse, apiTokensMeta } from './api-tokens.types';

export const createApiTokenProcedure = permittedProcedure('apiTokens:manage')
  .meta(apiTokensMeta.create)
  .input(ZCreateApiTokenRequest)
  .output(ZCreateApiTokenResponse)
  .mutation(({ ctx, input }) => createApiToken(ctx.db, actorOf(ctx), input));
