import { router } from '../../trpc';
import { createApiTokenProcedure } from './create-api-token';
import { listApiTokensProcedure } from './list-api-tokens';
import { revokeApiTokenProcedure } from './revoke-api-token';

export const apiTokensRouter = router({
  list: listApiTokensProcedure,
  create: createApiTokenProcedure,
  revoke: revokeApiTokenProcedure,
});
