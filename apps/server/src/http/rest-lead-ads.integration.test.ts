/**
 * #25 points 1–2 over HTTP: the Lead Ads webhook (no session: the signature over the raw bytes is
 * the credential), its settings and 'Falhas de importação' with their roles, the Idempotency-Key
 * header on POST /api/leads and the import, and the OpenAPI document.
 */
import { whatsappSignature } from '@clinic/api';
import { describe, expect, it } from 'vitest';

import { useTestServer } from '../testing/test-hooks';
import { RestClient } from '../testing/test-server';

const { tdb, server, signedIn } = useTestServer();
const APP_SECRET = 'segredo-lead-ads-http-0123456789';

function notification(leadgenId: string): string {
  // Spaces a re-serialisation would drop: the signature is over these bytes.
  return `{ "object": "page", "entry": [ { "id": "100200300", "time": 1731400000, "changes": [ { "field": "leadgen", "value": { "leadgen_id": "${leadgenId}", "page_id": "100200300", "form_id": "90000000001" } } ] } ] }`;
}

describe('the Lead Ads webhook over HTTP', () => {
  it('keeps the secrets out of every answer and answers the challenge as text', async () => {
    const { client } = await signedIn('manager');
    const saved = await client.put('/api/settings/meta-leads', { pageIds: ['100200300'], pageAccessToken: 'EAAB-http', appSecret: APP_SECRET, verifyToken: 'verifica-leads-http' });
    expect(saved.status).toBe(200);
    expect(saved.text).not.toContain('EAAB-http');
    expect(saved.text).not.toContain(APP_SECRET);
    expect(saved.body).toMatchObject({ pageIds: ['100200300'], hasPageAccessToken: true, hasAppSecret: true, hasVerifyToken: true, configured: true });
    expect((await client.put('/api/settings/meta-leads', { pageIds: ['x1'] })).status).toBe(400);
    for (const role of ['recepcionista', 'physiotherapist'] as const) {
      expect((await (await signedIn(role)).client.get('/api/settings/meta-leads')).status).toBe(403);
    }
    const anonymous = new RestClient(server.baseUrl);
    const ok = await anonymous.get('/api/webhooks/meta-leads?hub.mode=subscribe&hub.verify_token=verifica-leads-http&hub.challenge=987654');
    expect(ok.status).toBe(200);
    expect(ok.text).toBe('987654');
    expect((await anonymous.get('/api/webhooks/meta-leads?hub.mode=subscribe&hub.verify_token=x&hub.challenge=1')).status).toBe(403);

    const body = notification('8001');
    const intake = () => tdb.db.selectFrom('leadIntake').selectAll().execute();
    expect((await anonymous.post('/api/webhooks/meta-leads', body)).status).toBe(401);
    const wrong = await anonymous.post('/api/webhooks/meta-leads', body, { 'x-hub-signature-256': whatsappSignature(body, 'outro') });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({ message: 'Assinatura do webhook inválida.' });
    const reserialised = JSON.stringify(JSON.parse(body));
    expect((await anonymous.post('/api/webhooks/meta-leads', body, { 'x-hub-signature-256': whatsappSignature(reserialised, APP_SECRET) })).status).toBe(401);
    expect(await intake()).toEqual([]);
    const good = await anonymous.post('/api/webhooks/meta-leads', body, { 'x-hub-signature-256': whatsappSignature(body, APP_SECRET) });
    expect(good.status).toBe(200);
    expect(good.body).toEqual({ success: true });
    expect(await anonymous.post('/api/webhooks/meta-leads', body, { 'x-hub-signature-256': whatsappSignature(body, APP_SECRET) })).toMatchObject({ status: 200 });
    expect(await intake()).toHaveLength(1);
  });

  it('lists and retries the failures for the roles that work leads', async () => {
    const failed = await tdb.db
      .insertInto('leadIntake')
      .values({ leadgenId: '8101', pageId: null, formId: '90000000001', source: 'webhook', status: 'falhou', attempts: 5, error: 'Graph API respondeu 500' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { client } = await signedIn('recepcionista');
    const list = await client.get('/api/leads/intake-failures');
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject([{ id: failed.id, leadgenId: '8101', attempts: 5 }]);
    expect((await client.post(`/api/leads/intake-failures/${failed.id}/retry`)).status).toBe(200);
    expect((await client.post(`/api/leads/intake-failures/${failed.id}/retry`)).status).toBe(409);
    expect((await client.post('/api/leads/intake-failures/999999/retry')).status).toBe(404);
    expect((await client.post('/api/leads/intake-failures/abc/retry')).status).toBe(400);
    expect((await (await signedIn('physiotherapist')).client.get('/api/leads/intake-failures')).status).toBe(403);
    const backfill = await (await signedIn('admin')).client.post('/api/settings/meta-leads/backfill', { formId: '90000000001', days: 7 });
    expect(backfill.status).toBe(200);
    expect(backfill.body.message).toBe('Busca dos leads do formulário 90000000001 dos últimos 7 dias iniciada');
  });

  it('answers a retried POST /api/leads with the same Idempotency-Key with the first lead, and 409 for another body', async () => {
    const { client } = await signedIn('recepcionista');
    const lead = { name: 'Fabiana Rocha', whatsapp: '(11) 98765-2001', origin: 'n8n', date: '2026-11-26' };
    const first = await client.post('/api/leads', lead, { 'Idempotency-Key': 'n8n-execucao-1' });
    expect(first.status).toBe(200);
    const again = await client.post('/api/leads', lead, { 'Idempotency-Key': 'n8n-execucao-1' });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    const other = await client.post('/api/leads', { ...lead, name: 'Outra' }, { 'Idempotency-Key': 'n8n-execucao-1' });
    expect(other.status).toBe(409);
    expect(other.body.message).toBe('A chave Idempotency-Key já foi usada com outro conteúdo');
    const [a, b] = await Promise.all([
      client.post('/api/leads', { ...lead, whatsapp: '(11) 98765-2002' }, { 'Idempotency-Key': 'n8n-execucao-2' }),
      client.post('/api/leads', { ...lead, whatsapp: '(11) 98765-2002' }, { 'Idempotency-Key': 'n8n-execucao-2' }),
    ]);
    expect(a.body).toEqual(b.body);
    expect(await tdb.db.selectFrom('leads').select('id').execute()).toHaveLength(2);
    const rows = { rows: [{ name: 'Gabi', whatsapp: '(11) 98765-2003', origin: 'Planilha', date: '2026-11-20' }] };
    const imported = await client.post('/api/leads/import', rows, { 'Idempotency-Key': 'planilha-1' });
    expect(imported.status).toBe(200);
    expect((await client.post('/api/leads/import', rows, { 'Idempotency-Key': 'planilha-1' })).body).toEqual(imported.body);
    expect(await tdb.db.selectFrom('leads').select('id').execute()).toHaveLength(3);

    const document = (await new RestClient(server.baseUrl).get('/api/openapi.json')).body;
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/webhooks/meta-leads', '/settings/meta-leads', '/settings/meta-leads/backfill', '/leads/intake-failures', '/leads/intake-failures/{id}/retry']),
    );
    expect(document.paths['/webhooks/meta-leads'].post.security).toEqual([]);
    expect(document.paths['/webhooks/meta-leads'].get.parameters.map((p: { name: string }) => p.name)).toEqual(['hub.mode', 'hub.verify_token', 'hub.challenge']);
    for (const path of ['/leads', '/leads/import']) {
      expect(document.paths[path].post.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'Idempotency-Key', in: 'header' })]));
    }
  });
});
