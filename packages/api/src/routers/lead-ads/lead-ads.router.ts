import { router } from '../../trpc';
import { backfillLeadAdsProcedure } from './backfill-lead-ads';
import { getMetaLeadsSettingsProcedure } from './get-meta-leads-settings';
import { listIntakeFailuresProcedure } from './list-intake-failures';
import { retryIntakeFailureProcedure } from './retry-intake-failure';
import { updateMetaLeadsSettingsProcedure } from './update-meta-leads-settings';

/** Meta Lead Ads (#25, point 1): settings, backfill and 'Falhas de importação'. The webhook is a plain route (apps/server). */
export const leadAdsRouter = router({
  getSettings: getMetaLeadsSettingsProcedure,
  updateSettings: updateMetaLeadsSettingsProcedure,
  backfill: backfillLeadAdsProcedure,
  listFailures: listIntakeFailuresProcedure,
  retryFailure: retryIntakeFailureProcedure,
});
