/**
 * #23 over HTTP: the WhatsApp webhook (no session: the signature over the raw body is the
 * credential; CSRF does not block it and stays whole for everything else), the settings and
 * confirmations REST paths with their roles, and the OpenAPI document.
 */
import { whatsappSignature } from '@clinic/api';
import { describe, expect, it } from 'vitest';

import { useTestServer } from '../testing/test-hooks';
import { RestClient } from '../testing/test-server';

const { tdb, server, signedIn } = useTestServer();
const APP_SECRET = 'segredo-do-app-http-0123456789';

async function configure() {
  const { client } = await signedIn('admin');
  const saved = await client.put('/api/settings/whatsapp', {
    phoneNumberId: '1098765',
    accessToken: 'EAAG-token-http',
    appSecret: APP_SECRET,
    verifyToken: 'verifica-http',
    templateName: 'lembrete_sessao_v1',
  });
  expect(saved.status).toBe(200);
  expect(saved.text).not.toContain('EAAG-token-http');
  expect(saved.body).toMatchObject({ hasAccessToken: true, hasAppSecret: true, hasVerifyToken: true, configured: true });
  return client;
}

async function seedPatientAppointment() {
  const physio = await tdb.db.insertInto('users').values({ email: 'f@c.com', firstName: 'Juliana', lastName: 'Prado', passwordHash: 'x', role: 'physiotherapist' }).returning('id').executeTakeFirstOrThrow();
  const room = await tdb.db.insertInto('rooms').values({ name: 'Sala 1' }).returning('id').executeTakeFirstOrThrow();
  const patient = await tdb.db
    .insertInto('patients')
    .values({ firstName: 'Ana', lastName: 'Souza', phone: '(11) 99999-8888', birthDate: '1990-01-01' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await tdb.db.insertInto('consents').values({ patientId: patient.id, purpose: 'lembretes_whatsapp', textVersion: 1, givenAt: new Date(), method: 'formulario' }).execute();
  return { physio, room, patient };
}

function textBody(text: string, id: string) {
  // Spaces and a key order a re-serialisation would change: the signature is over these bytes.
  return `{ "object": "whatsapp_business_account", "entry": [ { "id": "1", "changes": [ { "field": "messages", "value": { "messages": [ { "from": "5511999998888", "id": "${id}", "type": "text", "text": { "body": "${text}" } } ] } } ] } ] }`;
}

describe('the WhatsApp webhook over HTTP', () => {
  it("answers Meta's verification only with the right verify token, as plain text", async () => {
    await configure();
    const anonymous = new RestClient(server.baseUrl);
    const ok = await anonymous.get('/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=verifica-http&hub.challenge=1158201444');
    expect(ok.status).toBe(200);
    expect(ok.text).toBe('1158201444');
    expect(ok.headers.get('content-type')).toContain('text/plain');
    const bad = await anonymous.get('/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=errado&hub.challenge=1');
    expect(bad.status).toBe(403);
  });

  it('takes a signed delivery without a session (signature over the raw bytes); a bad or missing one is 401 and changes nothing', async () => {
    await configure();
    await seedPatientAppointment();
    const anonymous = new RestClient(server.baseUrl);
    const body = textBody('Posso às 15h?', 'wamid.HTTP1');
    const inbound = () => tdb.db.selectFrom('whatsappInbound').selectAll().execute();

    expect((await anonymous.post('/api/webhooks/whatsapp', body)).status).toBe(401);
    const wrong = await anonymous.post('/api/webhooks/whatsapp', body, { 'x-hub-signature-256': whatsappSignature(body, 'outro') });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({ message: 'Assinatura do webhook inválida.' });
    const reserialised = JSON.stringify(JSON.parse(body));
    expect((await anonymous.post('/api/webhooks/whatsapp', body, { 'x-hub-signature-256': whatsappSignature(reserialised, APP_SECRET) })).status).toBe(401);
    expect(await inbound()).toEqual([]);

    // Meta posts from its own servers: no Origin, no cookie. CSRF does not stand in the way.
    const good = await anonymous.post('/api/webhooks/whatsapp', body, { 'x-hub-signature-256': whatsappSignature(body, APP_SECRET) });
    expect(good.status).toBe(200);
    expect(await inbound()).toHaveLength(1);
    // The same delivery again: 200, nothing twice.
    expect((await anonymous.post('/api/webhooks/whatsapp', body, { 'x-hub-signature-256': whatsappSignature(body, APP_SECRET) })).status).toBe(200);
    expect(await inbound()).toHaveLength(1);
  });

  it('leaves the CSRF rule whole for the other API paths', async () => {
    const { client } = await signedIn('admin');
    const cross = await client.put('/api/settings/whatsapp', { sendHour: 10 });
    expect(cross.status).toBe(200);
    const forged = await client.request('PUT', '/api/settings/whatsapp', { sendHour: 11 }, { origin: 'https://evil.example' });
    expect(forged.status).toBe(403);
    const form = await client.request('PUT', '/api/settings/whatsapp', 'sendHour=11', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(form.status).toBe(415);
    expect((await client.get('/api/settings/whatsapp')).body.sendHour).toBe(10);
  });
});

describe('WhatsApp and confirmations REST paths', () => {
  it('refuse the roles the table leaves out (403) and are in the OpenAPI document', async () => {
    for (const role of ['recepcionista', 'physiotherapist', 'financeiro', 'lider'] as const) {
      const { client } = await signedIn(role);
      expect((await client.get('/api/settings/whatsapp')).status).toBe(403);
      expect((await client.put('/api/settings/whatsapp', { sendHour: 9 })).status).toBe(403);
    }
    for (const role of ['financeiro', 'lider'] as const) {
      const { client } = await signedIn(role);
      expect((await client.get('/api/confirmations')).status).toBe(403);
    }
    const { client } = await signedIn('recepcionista');
    const day = await client.get('/api/confirmations?date=2026-12-02');
    expect(day.status).toBe(200);
    expect(day.body).toEqual({ date: '2026-12-02', items: [], inbox: [] });
    expect((await client.get('/api/confirmations?date=02/12/2026')).status).toBe(400);

    const document = (await new RestClient(server.baseUrl).get('/api/openapi.json')).body;
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/webhooks/whatsapp', '/settings/whatsapp', '/confirmations', '/patients/{id}/whatsapp-consent']),
    );
    expect(document.paths['/webhooks/whatsapp'].post.security).toEqual([]);
  });

  it('record the consent over REST, and answer it on the patient', async () => {
    const { patient } = await seedPatientAppointment();
    const { client } = await signedIn('recepcionista');
    const given = await client.put(`/api/patients/${patient.id}/whatsapp-consent`, { optedIn: false });
    expect(given.status).toBe(200);
    expect(given.body.whatsappConsent).toMatchObject({ optedIn: false, source: 'api' });
    const got = await client.get(`/api/patients/${patient.id}`);
    expect(got.body.whatsappConsent.optedIn).toBe(false);
    expect((await client.put(`/api/patients/${patient.id}/whatsapp-consent`, { optedIn: 'sim' })).status).toBe(400);
  });
});
