/**
 * GET/POST /api/webhooks/whatsapp: Meta's verification and deliveries. No session: the credential
 * is the X-Hub-Signature-256 HMAC of the raw body with the app secret, so this route reads the body
 * as bytes (its own parser, in its own plugin scope) and is a plain route (the verification answers
 * the challenge as plain text, which the JSON adapters cannot). Listed in the OpenAPI document by
 * openapi-docs.ts. A bad or missing signature is 401 and changes nothing.
 */
import { createWhatsappActionRegistry, handleWhatsappWebhook, verifyWhatsappChallenge } from '@clinic/api';
import type { Database, Kysely } from '@clinic/db';
import type { FastifyInstance } from 'fastify';

import { sendError } from './http-errors';

export const WHATSAPP_WEBHOOK_PATH = '/api/webhooks/whatsapp';

export async function registerWhatsappWebhookRoute(app: FastifyInstance, db: Kysely<Database>): Promise<void> {
  const registry = createWhatsappActionRegistry();
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    scope.get<{ Querystring: Record<string, string | undefined> }>(WHATSAPP_WEBHOOK_PATH, async (request, reply) => {
      const query = request.query;
      const challenge = await verifyWhatsappChallenge(db, {
        mode: query['hub.mode'],
        token: query['hub.verify_token'],
        challenge: query['hub.challenge'],
      });
      if (challenge === null) return sendError(reply, 'WEBHOOK_VERIFY_REFUSED');
      return reply.type('text/plain; charset=utf-8').send(challenge);
    });

    scope.post(WHATSAPP_WEBHOOK_PATH, async (request, reply) => {
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['x-hub-signature-256'];
      const outcome = await handleWhatsappWebhook(
        db,
        registry,
        { rawBody, signature: typeof signature === 'string' ? signature : undefined, ipAddress: request.ip ?? null },
        new Date(),
      );
      if (outcome.status === 401) return sendError(reply, 'WEBHOOK_SIGNATURE_INVALID');
      if (outcome.ignored.length) request.log.warn({ ignored: outcome.ignored }, 'WhatsApp: respostas ignoradas');
      return reply.send({ success: true });
    });
  });
}
