/**
 * Meta Lead Ads intake against the fake Graph API (#25, point 1) and the Idempotency-Key (point 2):
 * signatures, repeated, concurrent and out-of-order deliveries, fetch failures retried then listed
 * and retried again, the 30-day WhatsApp dedupe, the backfill, and the settings' secrets.
 */
import type { Database, Kysely, UserRow } from '@clinic/db';
import { useTestDatabase } from '@clinic/db/test-hooks';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { createJobWorker } from '../../infra/jobs';
import { createAppJobRegistry } from '../../jobs';
import { type FakeLeadAdsGraph, graphLead, startFakeLeadAdsGraph } from '../../testing/fake-lead-ads-graph';
import { handleLeadAdsWebhook, verifyLeadAdsChallenge } from '../../services/lead-ads/lead-ads-webhook.service';
import { whatsappSignature } from '../../services/whatsapp/webhook.service';
import { callerFor, seedUser } from '../../testing';

const tdb = useTestDatabase();
let graph: FakeLeadAdsGraph;
const APP_SECRET = 'segredo-lead-ads-0123456789';
const PAGE_ID = '100200300';

beforeAll(async () => {
  graph = await startFakeLeadAdsGraph();
  process.env.META_GRAPH_URL = graph.origin;
});
afterAll(async () => {
  delete process.env.META_GRAPH_URL;
  await graph.close();
});
beforeEach(() => {
  graph.failNext(0);
  graph.requests.length = 0;
});

async function configure(db: Kysely<Database>, input: { appSecret?: string } = { appSecret: APP_SECRET }): Promise<UserRow> {
  const admin = await seedUser(db, { role: 'admin' });
  await callerFor(db, admin).leadAds.updateSettings({ pageIds: [PAGE_ID], pageAccessToken: 'EAAB-token-da-pagina', verifyToken: 'verifica-leads', ...input });
  return admin;
}

function notification(...leadgenIds: string[]): string {
  return JSON.stringify({
    object: 'page',
    entry: [
      {
        id: PAGE_ID,
        time: 1731400000,
        changes: leadgenIds.map((id) => ({ field: 'leadgen', value: { leadgen_id: id, page_id: PAGE_ID, form_id: '90000000001', ad_id: '23850000000000101', created_time: 1731399990 } })),
      },
    ],
  });
}

const deliver = (db: Kysely<Database>, body: string, signature: string | null = whatsappSignature(body, APP_SECRET)) =>
  handleLeadAdsWebhook(db, { rawBody: Buffer.from(body), signature: signature ?? undefined });

async function runJobs(db: Kysely<Database>): Promise<void> {
  const worker = createJobWorker({ db, registry: createAppJobRegistry(), backoffMs: () => 0 });
  while (await worker.runOnce()) {
    // until the queue is empty
  }
}

const leads = (db: Kysely<Database>) => db.selectFrom('leads').selectAll().orderBy('id').execute();
const logs = (db: Kysely<Database>) => db.selectFrom('systemLogs').select(['description', 'userAgent']).orderBy('id').execute();

describe('Meta Lead Ads settings', () => {
  it('stores secrets encrypted, never answers them, and shares the WhatsApp app secret when it has none', async () => {
    const admin = await seedUser(tdb.db, { role: 'admin' });
    const caller = callerFor(tdb.db, admin);
    const saved = await caller.leadAds.updateSettings({ pageIds: [PAGE_ID, PAGE_ID], pageAccessToken: 'EAAB-token', verifyToken: 'v' });
    expect(saved).toEqual({ pageIds: [PAGE_ID], hasPageAccessToken: true, hasAppSecret: false, appSecretFromWhatsapp: false, hasVerifyToken: true, configured: false });
    expect(JSON.stringify(saved)).not.toContain('EAAB');
    const row = await tdb.db.selectFrom('metaLeadsSettings').selectAll().executeTakeFirstOrThrow();
    expect(row.pageAccessTokenEnc).toMatch(/^v1\./);
    expect(row.pageAccessTokenEnc).not.toContain('EAAB');
    await caller.whatsapp.updateSettings({ appSecret: 'segredo-whatsapp' });
    expect(await caller.leadAds.getSettings()).toMatchObject({ hasAppSecret: false, appSecretFromWhatsapp: true, configured: true });
    // The WhatsApp app's secret checks Lead Ads signatures too.
    const body = notification('5001');
    expect((await deliver(tdb.db, body, whatsappSignature(body, 'segredo-whatsapp'))).status).toBe(200);
    await caller.leadAds.updateSettings({ appSecret: APP_SECRET });
    expect(await caller.leadAds.getSettings()).toMatchObject({ hasAppSecret: true, appSecretFromWhatsapp: false });
    expect((await logs(tdb.db)).some((log) => log.description.startsWith('Configurações do Meta Lead Ads alteradas: pageIds'))).toBe(true);
    await expect(caller.leadAds.updateSettings({ pageIds: ['abc'] })).rejects.toMatchObject({ message: expect.stringContaining('ID de Página inválido') });
    const reception = await seedUser(tdb.db, { role: 'recepcionista', email: 'r@c.com' });
    await expect(callerFor(tdb.db, reception).leadAds.getSettings()).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('the Lead Ads webhook', () => {
  it("answers Meta's challenge only with the verify token", async () => {
    await configure(tdb.db);
    expect(await verifyLeadAdsChallenge(tdb.db, { mode: 'subscribe', token: 'verifica-leads', challenge: '42' })).toBe('42');
    expect(await verifyLeadAdsChallenge(tdb.db, { mode: 'subscribe', token: 'outro', challenge: '42' })).toBeNull();
  });

  it('refuses a missing or wrong signature (401, nothing stored) and queues a signed leadgen, which the job imports with its ids', async () => {
    await configure(tdb.db);
    graph.addLead(graphLead('7001', { name: 'Beatriz Costa', phone: '+55 11 98765-0001' }));
    const body = notification('7001');
    expect((await deliver(tdb.db, body, null)).status).toBe(401);
    expect((await deliver(tdb.db, body, whatsappSignature(body, 'outro'))).status).toBe(401);
    expect((await deliver(tdb.db, body, whatsappSignature(JSON.stringify(JSON.parse(body), null, 1), APP_SECRET))).status).toBe(401);
    expect(await tdb.db.selectFrom('leadIntake').selectAll().execute()).toEqual([]);
    expect(await tdb.db.selectFrom('jobs').selectAll().execute()).toEqual([]);

    expect(await deliver(tdb.db, body)).toMatchObject({ status: 200, queued: 1 });
    await runJobs(tdb.db);
    const [lead] = await leads(tdb.db);
    expect(lead).toMatchObject({
      name: 'Beatriz Costa',
      whatsapp: '(11) 98765-0001',
      origin: 'Instagram',
      leadgenId: '7001',
      platform: 'ig',
      campaignId: '23850000000000301',
      campaignName: 'Fisio pélvica — leads',
      adsetId: '23850000000000201',
      adsetName: 'Mulheres 30-55',
      adId: '23850000000000101',
      adName: 'Anúncio incontinência',
      formId: '90000000001',
      formAnswers: [
        { question: 'email', answer: 'ana@example.com' },
        { question: 'qual_o_melhor_horario', answer: 'manhã' },
      ],
      status: 'PENDENTE',
      stage: 'novo',
    });
    const request = graph.requests.find((r) => r.url.pathname.endsWith('/7001'))!;
    expect(request.url.searchParams.get('fields')).toBe('id,created_time,ad_id,ad_name,adset_id,adset_name,campaign_id,campaign_name,form_id,field_data,is_organic,platform');
    expect(request.headers.authorization).toBe('Bearer EAAB-token-da-pagina');
    const descriptions = (await logs(tdb.db)).map((log) => log.description);
    expect(descriptions).toContain('Webhook do Meta Lead Ads: 1 lead(s) na fila de importação');
    expect(descriptions).toContain('Lead "Beatriz Costa" recebido do Meta Lead Ads (origem Instagram, formulário 90000000001)');
  });

  it('makes one lead of a notification delivered twice, and of one delivered 20 times at once', async () => {
    await configure(tdb.db);
    graph.addLead(graphLead('7101', { phone: '11 98765-1101', platform: 'fb' }));
    graph.addLead(graphLead('7102', { phone: '11 98765-1102' }));
    expect(await deliver(tdb.db, notification('7101'))).toMatchObject({ queued: 1 });
    expect(await deliver(tdb.db, notification('7101'))).toMatchObject({ queued: 0, repeated: 1 });
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => deliver(tdb.db, notification('7102'))));
    expect(outcomes.every((o) => o.status === 200)).toBe(true);
    expect(outcomes.reduce((n, o) => n + o.queued, 0)).toBe(1);
    expect(await tdb.db.selectFrom('jobs').selectAll().execute()).toHaveLength(2);
    await runJobs(tdb.db);
    // Meta retries after the import too: still one lead each.
    await deliver(tdb.db, notification('7101', '7102'));
    await runJobs(tdb.db);
    const all = await leads(tdb.db);
    expect(all.map((l) => [l.leadgenId, l.origin])).toEqual([
      ['7101', 'Facebook'],
      ['7102', 'Instagram'],
    ]);
  });

  it('takes deliveries out of order', async () => {
    await configure(tdb.db);
    graph.addLead(graphLead('7201', { phone: '11 98765-1201', created_time: '2026-11-20T10:00:00+0000' }));
    graph.addLead(graphLead('7202', { phone: '11 98765-1202', created_time: '2026-11-20T11:00:00+0000' }));
    await deliver(tdb.db, notification('7202'));
    await runJobs(tdb.db);
    await deliver(tdb.db, notification('7201'));
    await runJobs(tdb.db);
    expect((await leads(tdb.db)).map((l) => [l.leadgenId, l.date])).toEqual([
      ['7202', '2026-11-20'],
      ['7201', '2026-11-20'],
    ]);
  });

  it('retries a failing fetch, lists it in Falhas de importação after the last retry, and Tentar novamente imports it', async () => {
    const admin = await configure(tdb.db);
    graph.addLead(graphLead('7301', { phone: '11 98765-1301' }));
    graph.failNext(2);
    await deliver(tdb.db, notification('7301'));
    await runJobs(tdb.db);
    expect(await leads(tdb.db)).toHaveLength(1); // two 500s, then the third attempt worked

    graph.addLead(graphLead('7302', { phone: '11 98765-1302' }));
    graph.failNext(Infinity);
    await deliver(tdb.db, notification('7302'));
    await runJobs(tdb.db);
    const reception = await seedUser(tdb.db, { role: 'recepcionista', email: 'recepcao@c.com' });
    const caller = callerFor(tdb.db, reception);
    const failures = await caller.leadAds.listFailures();
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatchObject({ leadgenId: '7302', formId: '90000000001', pageId: PAGE_ID, source: 'webhook', attempts: 5 });
    expect(failures[0]!.error).toContain('Graph API respondeu 500');
    expect((await logs(tdb.db)).some((l) => l.description.startsWith('Importação do lead 7302 do Meta Lead Ads falhou'))).toBe(true);

    graph.failNext(0);
    await expect(caller.leadAds.retryFailure({ id: 999_999 })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await caller.leadAds.retryFailure({ id: failures[0]!.id });
    await expect(caller.leadAds.retryFailure({ id: failures[0]!.id })).rejects.toMatchObject({ code: 'CONFLICT' });
    await runJobs(tdb.db);
    expect(await caller.leadAds.listFailures()).toEqual([]);
    expect((await leads(tdb.db)).map((l) => l.leadgenId)).toEqual(['7301', '7302']);
    expect((await logs(tdb.db)).some((l) => l.description === 'Nova tentativa de importar o lead 7302 do Meta Lead Ads')).toBe(true);
    void admin;
  });

  it('turns a lead whose WhatsApp belongs to a lead of the last 30 days into an entrada on it', async () => {
    const admin = await configure(tdb.db);
    const earlier = await callerFor(tdb.db, admin).leads.create({ name: 'Carla Dias', whatsapp: '(11) 98765-1401', origin: 'Indicação', date: '2026-11-25' });
    graph.addLead(graphLead('7401', { name: 'Carla D.', phone: '+5511987651401', email: 'carla@example.com' }));
    await deliver(tdb.db, notification('7401'));
    await runJobs(tdb.db);
    expect(await leads(tdb.db)).toHaveLength(1);
    const interactions = await tdb.db.selectFrom('leadInteractions').selectAll().execute();
    expect(interactions).toHaveLength(1);
    expect(interactions[0]).toMatchObject({ leadId: earlier.id, kind: 'entrada' });
    expect(interactions[0]!.note).toContain('email: carla@example.com');
    expect(await tdb.db.selectFrom('leadIntake').select(['status', 'leadId']).execute()).toEqual([{ status: 'repetido', leadId: earlier.id }]);

    // Older than 30 days: a new lead.
    await tdb.db.updateTable('leads').set({ createdAt: new Date(Date.now() - 31 * 86_400_000) } as never).where('id', '=', earlier.id).execute();
    graph.addLead(graphLead('7402', { phone: '+5511987651401' }));
    await deliver(tdb.db, notification('7402'));
    await runJobs(tdb.db);
    expect((await leads(tdb.db)).map((l) => l.leadgenId)).toEqual([null, '7402']);
  });

  it('backfills a form page by page with the same mapping and dedupe', async () => {
    const admin = await configure(tdb.db);
    for (const n of [1, 2, 3, 4, 5]) graph.addLead(graphLead(`750${n}`, { form_id: '90000000555', phone: `11 98765-150${n}`, name: `Lead ${n}` }));
    graph.addLead(graphLead('7599', { form_id: '90000000999', phone: '11 98765-1599' }));
    // One of them came by the webhook already.
    await deliver(tdb.db, notification('7501'));
    await runJobs(tdb.db);
    const queued = await callerFor(tdb.db, admin).leadAds.backfill({ formId: '90000000555', days: 30 });
    expect(queued.message).toBe('Busca dos leads do formulário 90000000555 dos últimos 30 dias iniciada');
    await runJobs(tdb.db);
    expect((await leads(tdb.db)).map((l) => l.leadgenId).sort()).toEqual(['7501', '7502', '7503', '7504', '7505']);
    const pages = graph.requests.filter((r) => r.url.pathname.endsWith('/90000000555/leads'));
    expect(pages).toHaveLength(3);
    expect(JSON.parse(pages[0]!.url.searchParams.get('filtering')!)[0]).toMatchObject({ field: 'time_created', operator: 'GREATER_THAN' });
    await expect(callerFor(tdb.db, admin).leadAds.backfill({ formId: '90000000555', days: 91 })).rejects.toMatchObject({ message: expect.stringContaining('Informe de 1 a 90 dias') });
  });
});

describe('Idempotency-Key', () => {
  const values = { name: 'Daniela Reis', whatsapp: '(11) 98765-1601', origin: 'Site', date: '2026-11-25' };

  it('answers the first lead to a retry with the same key and body, and 409 with another body', async () => {
    const admin = await seedUser(tdb.db, { role: 'admin' });
    const withKey = (key: string) => callerFor(tdb.db, admin, { idempotencyKey: key }).leads;
    const first = await withKey('chave-1').create(values);
    const again = await withKey('chave-1').create(values);
    expect(again).toEqual(first);
    expect(await leads(tdb.db)).toHaveLength(1);
    await expect(withKey('chave-1').create({ ...values, name: 'Outra' })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'A chave Idempotency-Key já foi usada com outro conteúdo',
    });
    await withKey('chave-2').create(values);
    expect(await leads(tdb.db)).toHaveLength(2);
    await expect(withKey('').create(values)).rejects.toMatchObject({ code: 'BAD_REQUEST' });

    const rows = { rows: [{ name: 'Elisa', whatsapp: '(11) 98765-1701', origin: 'Planilha', date: '2026-11-20' }], skipDuplicates: false };
    const imported = await withKey('import-1').import(rows);
    expect(await withKey('import-1').import(rows)).toEqual(imported);
    expect(await leads(tdb.db)).toHaveLength(3);
  });

  it('creates one lead from two identical requests at once', async () => {
    const admin = await seedUser(tdb.db, { role: 'admin' });
    const caller = callerFor(tdb.db, admin, { idempotencyKey: 'ao-mesmo-tempo' }).leads;
    const [a, b] = await Promise.all([caller.create(values), caller.create(values)]);
    expect(a).toEqual(b);
    expect(await leads(tdb.db)).toHaveLength(1);
  });
});
