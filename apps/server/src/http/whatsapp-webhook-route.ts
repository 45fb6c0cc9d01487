/**
 * GET/POST /api/webhooks/whatsapp: Meta's verification and deliveries (meta-webhook-route.ts: raw
 * body, signature, plain-text challenge). Listed in the OpenAPI document by openapi-docs.ts.
 */
import { createWhatsappActionRegistry, handleWhatsappWebhook, verifyWhatsappChallenge } from '@clinic/api';
import type { Database, Kysely } from '@clinic/db';
import type { FastifyInstance } from 'fastify';

import { registerMetaWebhookRoute } from './meta-webhook-route';

export const WHATSAPP_WEBHOOK_PATH = '/api/webhooks/whatsapp';

export async function registerWhatsappWebhookRoute(app: FastifyInstance, db: Kysely<Database>): Promise<void> {
  const registry = createWhatsappActionRegistry();
  await registerMetaWebhookRoute(app, {
    path: WHATSAPP_WEBHOOK_PATH,
    verify: (query) => verifyWhatsappChallenge(db, query),
    async deliver(delivery, request) {
      const outcome = await handleWhatsappWebhook(db, registry, delivery, new Date());
      if (outcome.ignored.length) request.log.warn({ ignored: outcome.ignored }, 'WhatsApp: respostas ignoradas');
      return outcome;
    },
  });
}
