import { toasting } from '../../lib/toasting';
import { trpc } from '../../lib/trpc';
import { LEAD_ADS_SCREEN_TEXT as T } from './lead-ads.text';

/** A retried failure leaves the failures list and, fetched, joins the leads list. */
export function useRetryIntakeFailure() {
  const utils = trpc.useUtils();
  return trpc.leadAds.retryFailure.useMutation(
    toasting({ success: T.retried, error: T.retryError }, () => Promise.all([utils.leadAds.listFailures.invalidate(), utils.leads.list.invalidate()])),
  );
}

export function useSaveMetaLeadsSettings() {
  const utils = trpc.useUtils();
  return trpc.leadAds.updateSettings.useMutation(toasting({ success: T.saved, error: T.saveError }, () => utils.leadAds.getSettings.invalidate()));
}

/** The server only queues the search (its answer is the toast); the leads arrive later, so nothing is refreshed. */
export function useBackfillMetaLeads() {
  return trpc.leadAds.backfill.useMutation(toasting({ success: (data) => [data.message], error: T.backfillError }, async () => {}));
}
