/**
 * The OpenAPI document generated from the procedures, and Swagger UI to read it: only the two files
 * the page needs are served from swagger-ui-dist, nothing else of that package.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import { appRouter } from '@clinic/api';
import type { FastifyInstance } from 'fastify';
import { generateOpenApiDocument } from 'trpc-to-openapi';

import { SESSION_COOKIE } from './session-policy';

/** Generated once at start-up: a procedure without an output schema fails here, not at a request. */
export function buildOpenApiDocument() {
  const document = generateOpenApiDocument(appRouter, {
    title: 'Clínica — API',
    description:
      'API REST da clínica. Pessoas entram com POST /api/login e enviam o cookie da sessão; ferramentas de webhook enviam Authorization: Bearer <token de API>.',
    version: '1.0.0',
    baseUrl: '/api',
    securitySchemes: {
      sessionCookie: {
        type: 'apiKey',
        in: 'cookie',
        name: SESSION_COOKIE,
        description: 'O cookie que POST /api/login define.',
      },
      apiToken: {
        type: 'http',
        scheme: 'bearer',
        description: 'Um token de API (Integrações, só administradores): age como o usuário do token, com o cargo dele.',
      },
    },
  });
  document.paths = { ...document.paths, ...META_WEBHOOK_PATHS };
  return document;
}

/**
 * Marks the operations whose credential is not a session nor a token but Meta's signature (or verify
 * token): the Roles-table walk and the fuzz leave them to their own tests (rest-whatsapp).
 */
export const SIGNATURE_CREDENTIAL = 'x-signature-credential';

/**
 * The Meta webhooks (WhatsApp, Lead Ads) are plain routes (raw body for the signature, plain-text
 * challenge), so they are described here by hand, beside the generated paths.
 */
function metaWebhookPaths(options: { name: string; tag: string; deliverSummary: string; deliverDescription: string }) {
  return {
    get: {
      operationId: `${options.name}-webhookVerify`,
      [SIGNATURE_CREDENTIAL]: true,
      tags: [options.tag],
      summary: 'Verificação do webhook pelo Meta: devolve hub.challenge (texto) quando hub.verify_token confere',
      security: [],
      parameters: ['hub.mode', 'hub.verify_token', 'hub.challenge'].map((name) => ({
        name,
        in: 'query' as const,
        required: true,
        schema: { type: 'string' as const },
      })),
      responses: {
        '200': { description: 'O desafio, como texto', content: { 'text/plain': { schema: { type: 'string' as const } } } },
        '403': { description: 'Token de verificação inválido' },
      },
    },
    post: {
      operationId: `${options.name}-webhookDeliver`,
      [SIGNATURE_CREDENTIAL]: true,
      tags: [options.tag],
      summary: options.deliverSummary,
      description: options.deliverDescription,
      security: [],
      parameters: [{ name: 'X-Hub-Signature-256', in: 'header' as const, required: true, schema: { type: 'string' as const } }],
      requestBody: { required: true, content: { 'application/json': { schema: { type: 'object' as const } } } },
      responses: {
        '200': {
          description: 'Recebido',
          content: { 'application/json': { schema: { type: 'object' as const, properties: { success: { type: 'boolean' as const } } } } },
        },
        '401': { description: 'Assinatura inválida ou ausente' },
      },
    },
  };
}

const SIGNED =
  'Sem sessão: a credencial é o cabeçalho X-Hub-Signature-256 (sha256=HMAC-SHA256 do corpo bruto com a chave secreta do app). Assinatura ausente ou inválida: 401 e nada muda.';

const META_WEBHOOK_PATHS = {
  '/webhooks/whatsapp': metaWebhookPaths({
    name: 'whatsapp',
    tag: 'WhatsApp',
    deliverSummary: 'Entregas do WhatsApp Cloud API (status das mensagens, respostas dos botões, textos)',
    deliverDescription: `${SIGNED} Entregas repetidas não mudam nada duas vezes.`,
  }),
  '/webhooks/meta-leads': metaWebhookPaths({
    name: 'leadAds',
    tag: 'Meta Lead Ads',
    deliverSummary: 'Notificações `leadgen` do Meta Lead Ads (objeto page)',
    deliverDescription:
      `${SIGNED} Cada notificação traz só ids: cada \`leadgen_id\` novo entra uma vez na fila e um trabalho busca o lead na Graph API ` +
      '(com novas tentativas; depois da última, aparece em Falhas de importação). Entregas repetidas, simultâneas ou fora de ordem geram um só lead; ' +
      'um WhatsApp que já é de um lead dos últimos 30 dias vira uma entrada nesse lead. A chave secreta é a do Meta Lead Ads ou, sem ela, a do WhatsApp.',
  }),
};

const ASSETS = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'application/javascript; charset=utf-8',
} as const;

export function registerOpenApiDocs(app: FastifyInstance): void {
  const document = buildOpenApiDocument();
  app.get('/api/openapi.json', async () => document);

  const root = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
  const cache = new Map<string, { raw: Buffer; gzip: Buffer }>();
  const read = (name: keyof typeof ASSETS) => {
    let file = cache.get(name);
    if (!file) {
      const raw = readFileSync(path.join(root, name));
      file = { raw, gzip: gzipSync(raw) };
      cache.set(name, file);
    }
    return file;
  };
  for (const [name, type] of Object.entries(ASSETS)) {
    app.get(`/api/docs/assets/${name}`, async (request, reply) => {
      const file = read(name as keyof typeof ASSETS);
      const gzip = /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
      reply.type(type).header('Cache-Control', 'public, max-age=86400').header('Vary', 'Accept-Encoding');
      if (gzip) reply.header('Content-Encoding', 'gzip');
      return reply.send(gzip ? file.gzip : file.raw);
    });
  }
  app.get('/api/docs', async (_request, reply) => reply.type('text/html; charset=utf-8').send(DOCS_PAGE));
  app.get('/api/docs/init.js', async (_request, reply) =>
    reply
      .type('application/javascript; charset=utf-8')
      .send(`window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#docs', withCredentials: true });`),
  );
}

const DOCS_PAGE = `<!doctype html>
<html lang="pt-BR">
  <head>
    <meta charset="utf-8" />
    <title>Clínica — API</title>
    <link rel="stylesheet" href="/api/docs/assets/swagger-ui.css" />
  </head>
  <body>
    <div id="docs"></div>
    <script src="/api/docs/assets/swagger-ui-bundle.js"></script>
    <script src="/api/docs/init.js"></script>
  </body>
</html>`;
