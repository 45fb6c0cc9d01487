import { router } from '../../trpc';
import { createAdAccountProcedure } from './create-ad-account';
import { deactivateAdAccountProcedure } from './deactivate-ad-account';
import { getAdAccountProcedure } from './get-ad-account';
import { listAdAccountsProcedure } from './list-ad-accounts';
import { updateAdAccountProcedure } from './update-ad-account';

export const adAccountsRouter = router({
  list: listAdAccountsProcedure,
  get: getAdAccountProcedure,
  create: createAdAccountProcedure,
  update: updateAdAccountProcedure,
  deactivate: deactivateAdAccountProcedure,
});
