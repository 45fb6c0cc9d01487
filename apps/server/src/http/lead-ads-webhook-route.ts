/**
 * GET/POST /api/webhooks/meta-leads: Meta Lead Ads' verification and `leadgen` deliveries (raw body,
 * signature and challenge as for WhatsApp: meta-webhook-route.ts). Each new leadgen_id queues one
 * job; `onQueued` wakes the job worker so the lead is fetched at once. Listed in the OpenAPI document
 * by openapi-docs.ts.
 */
import { handleLeadAdsWebhook, verifyLeadAdsChallenge } from '@clinic/api';
import type { Database, Kysely } from '@clinic/db';
import type { FastifyInstance } from 'fastify';

import { registerMetaWebhookRoute } from './meta-webhook-route';

export const LEAD_ADS_WEBHOOK_PATH = '/api/webhooks/meta-leads';

export async function registerLeadAdsWebhookRoute(app: FastifyInstance, db: Kysely<Database>, onQueued?: () => void): Promise<void> {
  await registerMetaWebhookRoute(app, {
    path: LEAD_ADS_WEBHOOK_PATH,
    verify: (query) => verifyLeadAdsChallenge(db, query),
    async deliver(delivery, request) {
      const outcome = await handleLeadAdsWebhook(db, delivery);
      if (outcome.ignored) request.log.warn({ ignored: outcome.ignored }, 'Meta Lead Ads: mudanças ignoradas');
      if (outcome.queued) onQueued?.();
      return outcome;
    },
  });
}
