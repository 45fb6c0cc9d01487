import { actorOf } from '../../context';
import { ZIdInput } from '../../procedures';
import { revokeApiTokenById } from '../../services/api-tokens/api-tokens.service';
import { permittedProcedure } from '../../trpc';
import { ZRevokeApiTokenResponse, apiTokensMeta } from './api-tokens.types';

export const revokeApiTokenProcedure = permittedProcedure('apiTokens:manage')
  .meta(apiTokensMeta.revoke)
  .input(ZIdInput)
  .output(ZRevokeApiTokenResponse)
  .mutation(async ({ ctx, input }) => {
    await revokeApiTokenById(ctx.db, actorOf(ctx), input.id, ctx.now());
    return { success: true as const };
  });
