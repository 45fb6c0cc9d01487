/**
 * A Meta webhook's two routes (WhatsApp, Lead Ads): GET answers the verification challenge as plain
 * text, POST hands the raw body (bytes: the X-Hub-Signature-256 HMAC is over them) and the signature
 * header to the feature. Each webhook gets its own plugin scope with its own JSON-as-bytes parser.
 * No session: the signature is the credential. A bad or missing signature is 401 and changes nothing.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { sendError } from './http-errors';

export interface MetaDelivery {
  rawBody: Buffer;
  signature: string | undefined;
  ipAddress: string | null;
}

export interface MetaWebhook {
  path: string;
  /** The challenge to echo, or null (403). */
  verify(query: { mode?: string; token?: string; challenge?: string }): Promise<string | null>;
  /** 401: bad signature; otherwise 200 `{ success: true }`. */
  deliver(delivery: MetaDelivery, request: FastifyRequest): Promise<{ status: 200 | 401 }>;
}

export async function registerMetaWebhookRoute(app: FastifyInstance, webhook: MetaWebhook): Promise<void> {
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    scope.get<{ Querystring: Record<string, string | undefined> }>(webhook.path, async (request, reply: FastifyReply) => {
      const query = request.query;
      const challenge = await webhook.verify({ mode: query['hub.mode'], token: query['hub.verify_token'], challenge: query['hub.challenge'] });
      if (challenge === null) return sendError(reply, 'WEBHOOK_VERIFY_REFUSED');
      return reply.type('text/plain; charset=utf-8').send(challenge);
    });

    scope.post(webhook.path, async (request, reply) => {
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['x-hub-signature-256'];
      const outcome = await webhook.deliver(
        { rawBody, signature: typeof signature === 'string' ? signature : undefined, ipAddress: request.ip ?? null },
        request,
      );
      if (outcome.status === 401) return sendError(reply, 'WEBHOOK_SIGNATURE_INVALID');
      return reply.send({ success: true });
    });
  });
}
