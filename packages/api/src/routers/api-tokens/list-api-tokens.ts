
import { listApiTokens } from '../../services/api-tokens/api-tokens.service';
import { permittedProcedure } from '../../trpc';
import { ZListApiTokensRequest, ZListApiTokensResponse, apiTokensMeta } from './api-tokens.types';

export const listApiTokensProcedure = permittedProcedure('apiTokens:manage')
  .meta(apiTokensMeta.list)
  .input(ZListApiTokensRequest)
  .output(ZListApiTokensResponse)
  .query(({ ctx }) => listApiTokens(ctx.db));
