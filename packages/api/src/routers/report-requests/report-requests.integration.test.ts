import { type TestDatabase, createTestDatabase } from '@clinic/db/testing';
import { type Role, parseReportResponse } from '@clinic/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { type FakeReportServer, sendJson, startFakeReportServer } from '../../testing/fake-report-server';
import { DEMO_AD_ACCOUNTS, seedDemoReports } from '../../services/demo/demo-reports';
import { JobRegistry } from '../../infra/jobs/job-registry';
import { createJobWorker } from '../../infra/jobs/job-worker';
import { REPORT_REQUEST_JOB, reportRequestJobHandler } from '../../services/report-requests/report-request.job';
import type { ReportSourceConfig } from '../../services/report-requests/report-sources.config';
import { runReportRequest } from '../../services/report-requests/run-report-request';
import { callerFor, expectIssue, seedUser } from '../../testing';

let tdb: TestDatabase;
let fake: FakeReportServer;
beforeAll(async () => {
  [tdb, fake] = await Promise.all([createTestDatabase(), startFakeReportServer()]);
});
afterAll(async () => {
  await Promise.all([tdb?.close(), fake?.close()]);
});
beforeEach(async () => {
  await tdb.reset();
  fake.requests.length = 0;
});

// Monday 2 March 2026, 10:00 in the clinic's zone (the tests run with TZ=America/Sao_Paulo).
const NOW = new Date('2026-03-02T13:00:00Z');
const policy = { timeoutMs: 2_000, maxBytes: 256 * 1024, retries: 1, backoffMs: 1, maxPages: 5 };
const demo: ReportSourceConfig = { source: { kind: 'demo' }, policy: { ...policy, allowedHosts: [] } };
const metaConfig = (): ReportSourceConfig => ({
  source: { kind: 'meta', graphUrl: fake.origin, accessToken: 'tok' },
  policy: { ...policy, allowedHosts: [fake.host] },
});

async function setup(role: Role = 'admin') {
  const user = await seedUser(tdb.db, { role });
  const api = callerFor(tdb.db, user, { now: () => NOW });
  const admin = role === 'admin' ? api : callerFor(tdb.db, await seedUser(tdb.db, { role: 'admin' }), { now: () => NOW });
  const account = await admin.adAccounts.create({ accountNumber: '1029384756102938', name: 'Clínica Pélvica - Principal' });
  return { user, api, account };
}

describe('report requests: create, list, get', () => {
  it('creates a pending request with the period resolved (either naming), logged, with the account in the read form', async () => {
    const { user, api, account } = await setup();
    const created = await api.reportRequests.create({ adAccountId: account.id, dateRange: 'last_7d' });
    expect(created).toMatchObject({
      adAccountId: account.id,
      dateRange: 'last_7_days',
      startDate: '2026-02-23',
      endDate: '2026-03-01',
      status: 'pending',
      webhookResponse: null,
      errorMessage: null,
      requestedBy: user.id,
      completedAt: null,
      adAccount: { name: 'Clínica Pélvica - Principal', accountNumber: '1029384756102938' },
    });
    const custom = await api.reportRequests.create({ adAccountId: account.id, dateRange: 'custom', startDate: '2026-01-10', endDate: '2026-01-10' });
    expect(custom).toMatchObject({ startDate: '2026-01-10', endDate: '2026-01-10', dateRange: 'custom' });
    expect(await api.reportRequests.get({ id: created.id })).toEqual(created);

    const log = await tdb.db.selectFrom('systemLogs').selectAll().where('entity', '=', 'report').orderBy('id').execute();
    expect(log.map((r) => [r.action, r.entityId, r.userId, r.description])).toEqual([
      ['create', created.id, user.id, `Relatório #${created.id} solicitado para a conta "Clínica Pélvica - Principal" (Últimos 7 dias: 2026-02-23 a 2026-03-01)`],
      ['create', custom.id, user.id, `Relatório #${custom.id} solicitado para a conta "Clínica Pélvica - Principal" (Personalizado: 2026-01-10 a 2026-01-10)`],
    ]);
  });

  it('lists newest first, in pages, without the raw answer', async () => {
    const { api, account } = await setup();
    const ids: number[] = [];
    for (const dateRange of ['today', 'yesterday', 'last_30_days'] as const) {
      ids.push((await api.reportRequests.create({ adAccountId: account.id, dateRange })).id);
    }
    const page = await api.reportRequests.list({ limit: 2, offset: 0 });
    expect(page.total).toBe(3);
    expect(page.items.map((i) => i.id)).toEqual([ids[2], ids[1]]);
    expect(page.items[0]).not.toHaveProperty('webhookResponse');
    expect(page.items[0]?.adAccount).toEqual({ name: 'Clínica Pélvica - Principal', accountNumber: '1029384756102938' });
    expect((await api.reportRequests.list({ limit: 2, offset: 2 })).items.map((i) => i.id)).toEqual([ids[0]]);
    expect((await api.reportRequests.list()).total).toBe(3);
    expect((await api.reportRequests.list({ status: 'completed', limit: 20, offset: 0 })).total).toBe(0);
  });

  it('refuses a bad period, an unknown or inactive account', async () => {
    const { api, account } = await setup();
    await expectIssue(api.reportRequests.create({ adAccountId: account.id, dateRange: 'custom', startDate: '2026-01-10' }), 'Informe a data inicial e a data final do período personalizado');
    await expectIssue(api.reportRequests.create({ adAccountId: account.id, dateRange: 'custom', startDate: '2026-01-10', endDate: '2026-01-01' }), 'A data inicial deve ser anterior ou igual à data final');
    await expectIssue(api.reportRequests.create({ adAccountId: account.id, dateRange: 'weekly' as 'today' }), 'Período inválido');
    await expect(api.reportRequests.create({ adAccountId: 999, dateRange: 'today' })).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Conta de anúncio não encontrada' });
    await api.adAccounts.deactivate({ id: account.id });
    await expect(api.reportRequests.create({ adAccountId: account.id, dateRange: 'today' })).rejects.toMatchObject({ code: 'CONFLICT', message: 'Esta conta de anúncio está desativada' });
  });

  it("answers 404 'Relatório não encontrado'", async () => {
    const { api } = await setup();
    await expect(api.reportRequests.get({ id: 12345 })).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Relatório não encontrado' });
    await expect(api.reportRequests.pushResult({ id: 12345, response: [] })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('report requests: pushed results', () => {
  it('stores a result once for a pending request (409 after), logged', async () => {
    const { api, account, user } = await setup('lider');
    const req = await api.reportRequests.create({ adAccountId: account.id, dateRange: 'yesterday' });
    const answer = { totals: { spend: '12.50', impressions: '1000', clicks: '10', reach: '900', leads: '1' }, campaigns: [] };
    const done = await api.reportRequests.pushResult({ id: req.id, response: answer });
    expect(done).toMatchObject({ status: 'completed', webhookResponse: JSON.stringify(answer), errorMessage: null });
    expect(done.completedAt).toBe(NOW.toISOString());
    await expect(api.reportRequests.pushResult({ id: req.id, response: answer })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'Este relatório não está mais pendente',
    });
    const log = await tdb.db.selectFrom('systemLogs').selectAll().where('action', '=', 'update').execute();
    expect(log.map((r) => [r.entity, r.entityId, r.userId, r.description])).toEqual([
      ['report', req.id, user.id, `Resultado do relatório #${req.id} (conta "Clínica Pélvica - Principal") recebido`],
    ]);
  });

  it('keeps a JSON text as sent, marks failed with errorMessage, and refuses an unknown shape', async () => {
    const { api, account } = await setup();
    const a = await api.reportRequests.create({ adAccountId: account.id, dateRange: 'today' });
    const text = '[{"campaign_name":"FB ENDOMETRIOSE","spend":"10"}]';
    expect((await api.reportRequests.pushResult({ id: a.id, response: text })).webhookResponse).toBe(text);
    const b = await api.reportRequests.create({ adAccountId: account.id, dateRange: 'today' });
    expect(await api.reportRequests.pushResult({ id: b.id, errorMessage: 'Token da Meta expirado' })).toMatchObject({
      status: 'failed',
      errorMessage: 'Token da Meta expirado',
    });
    const c = await api.reportRequests.create({ adAccountId: account.id, dateRange: 'today' });
    await expect(api.reportRequests.pushResult({ id: c.id, response: { hello: 'world' } })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expectIssue(api.reportRequests.pushResult({ id: c.id }), 'Envie "response" (o relatório) ou "errorMessage"');
  });
});

describe('report requests: fetching from the sources', () => {
  it('demo: deterministic campaigns carrying the demo leads’ keywords', async () => {
    const { api, account } = await setup();
    const req = await api.reportRequests.create({ adAccountId: account.id, dateRange: 'last_30_days' });
    expect(await runReportRequest({ db: tdb.db, config: demo, now: () => NOW }, req.id)).toBe('completed');
    const done = await api.reportRequests.get({ id: req.id });
    expect(done.status).toBe('completed');
    const parsed = parseReportResponse(done.webhookResponse);
    expect(parsed.campaigns.map((c) => c.campaignName)).toEqual([
      'FB ENDOMETRIOSE | Formulário',
      'FB INCONTINÊNCIA URINÁRIA | Conversão',
      'FB DOR NA RELAÇÃO | Mensagens',
    ]);
    expect(parsed.totals.spend).toBeGreaterThan(100);
    expect(parsed.totals.leads).toBeGreaterThan(0);
    // Same account and period → the same numbers; running again stores nothing more.
    const again = await api.reportRequests.create({ adAccountId: account.id, dateRange: 'last_30d' });
    await runReportRequest({ db: tdb.db, config: demo, now: () => NOW }, again.id);
    expect((await api.reportRequests.get({ id: again.id })).webhookResponse).toBe(done.webhookResponse);
    expect(await runReportRequest({ db: tdb.db, config: demo, now: () => NOW }, again.id)).toBe('skipped');
  });

  it('Meta: completed with the rows of every page', async () => {
    const { api, account } = await setup();
    fake.handle((req, res) => {
      if (req.url.searchParams.get('after')) {
        sendJson(res, 200, { data: [{ campaign_id: '2', campaign_name: 'FB PROLAPSO', spend: '0', impressions: '0', clicks: '0', reach: '0' }] });
      } else {
        sendJson(res, 200, {
          data: [{ campaign_id: '1', campaign_name: 'FB ENDOMETRIOSE', spend: '80.10', impressions: '9000', clicks: '120', reach: '7000', actions: [{ action_type: 'lead', value: '3' }] }],
          paging: { next: `${fake.origin}${req.url.pathname}?after=x` },
        });
      }
    });
    const req = await api.reportRequests.create({ adAccountId: account.id, dateRange: 'last_7_days' });
    expect(await runReportRequest({ db: tdb.db, config: metaConfig(), now: () => NOW }, req.id)).toBe('completed');
    expect(fake.requests[0]?.url.pathname).toMatch(/\/v\d+\.\d+\/act_1029384756102938\/insights$/);
    const parsed = parseReportResponse((await api.reportRequests.get({ id: req.id })).webhookResponse);
    expect(parsed.totals).toMatchObject({ spend: 80.1, leads: 3 });
    expect(parsed.campaigns).toHaveLength(2);
  });

  it('Meta: a refusal fails the request with the Portuguese message', async () => {
    const { api, account } = await setup();
    fake.handle((_req, res) => sendJson(res, 400, { error: { message: '(#100) Invalid parameter', code: 100 } }));
    const req = await api.reportRequests.create({ adAccountId: account.id, dateRange: 'today' });
    expect(await runReportRequest({ db: tdb.db, config: metaConfig(), now: () => NOW }, req.id)).toBe('failed');
    expect(await api.reportRequests.get({ id: req.id })).toMatchObject({
      status: 'failed',
      errorMessage: 'A Meta recusou o pedido: (#100) Invalid parameter (código 100)',
      webhookResponse: null,
      completedAt: NOW.toISOString(),
    });
  });

  it('webhook: stores the JSON answer; push source leaves it pending', async () => {
    const { api, account } = await setup();
    fake.handle((_req, res) => sendJson(res, 200, [{ campaign_name: 'FB DIÁSTASE', spend: '9.90', clicks: '3', impressions: '300' }]));
    const webhook: ReportSourceConfig = { source: { kind: 'webhook', url: `${fake.origin}/hook` }, policy: { ...policy, allowedHosts: [fake.host] } };
    const a = await api.reportRequests.create({ adAccountId: account.id, dateRange: 'today' });
    expect(await runReportRequest({ db: tdb.db, config: webhook }, a.id)).toBe('completed');
    expect((await api.reportRequests.get({ id: a.id })).webhookResponse).toContain('FB DIÁSTASE');
    const b = await api.reportRequests.create({ adAccountId: account.id, dateRange: 'today' });
    expect(await runReportRequest({ db: tdb.db, config: { source: { kind: 'push' }, policy: webhook.policy } }, b.id)).toBe('pending');
    expect((await api.reportRequests.get({ id: b.id })).status).toBe('pending');
  });

  it('each request is queued as a durable job in its transaction; the worker fetches them one at a time, in order', async () => {
    const { api, account } = await setup();
    const first = await api.reportRequests.create({ adAccountId: account.id, dateRange: 'yesterday' });
    const second = await api.reportRequests.create({ adAccountId: account.id, dateRange: 'today' });
    const jobs = await tdb.db.selectFrom('jobs').select(['kind', 'payload', 'status']).orderBy('id').execute();
    expect(jobs).toEqual([
      { kind: REPORT_REQUEST_JOB, payload: { requestId: first.id }, status: 'queued' },
      { kind: REPORT_REQUEST_JOB, payload: { requestId: second.id }, status: 'queued' },
    ]);
    // A refused request leaves no job behind.
    await api.reportRequests.create({ adAccountId: 999, dateRange: 'today' }).catch(() => {});
    expect(await tdb.db.selectFrom('jobs').select('id').execute()).toHaveLength(2);

    const worker = createJobWorker({ db: tdb.db, registry: new JobRegistry().register(REPORT_REQUEST_JOB, reportRequestJobHandler(demo)) });
    expect(await worker.runOnce()).toBe(true);
    expect((await api.reportRequests.get({ id: first.id })).status).toBe('completed');
    expect((await api.reportRequests.get({ id: second.id })).status).toBe('pending');
    expect(await worker.runOnce()).toBe(true);
    expect((await api.reportRequests.get({ id: second.id })).status).toBe('completed');
    expect(await worker.runOnce()).toBe(false);
    expect((await tdb.db.selectFrom('jobs').select('status').execute()).map((j) => j.status)).toEqual(['completed', 'completed']);
  });
});

describe('report requests: roles', () => {
  it.each<Role>(['physiotherapist', 'recepcionista'])('%s gets 403 on every path', async (role) => {
    const { api, account } = await setup(role);
    await expect(api.reportRequests.list()).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(api.reportRequests.get({ id: 1 })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(api.reportRequests.create({ adAccountId: account.id, dateRange: 'today' })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(api.reportRequests.pushResult({ id: 1, response: [] })).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  it.each<Role>(['admin', 'manager', 'financeiro', 'lider'])('%s may request and read', async (role) => {
    const { api, account } = await setup(role);
    const req = await api.reportRequests.create({ adAccountId: account.id, dateRange: 'today' });
    expect((await api.reportRequests.get({ id: req.id })).id).toBe(req.id);
  });
});

describe('demo clinic reports', () => {
  it('seeds three accounts and completed requests whose campaigns parse, one of them a single day', async () => {
    await tdb.db.transaction().execute((tx) => seedDemoReports(tx, { userId: null, ipAddress: null, userAgent: 'demo' }, NOW));
    const api = callerFor(tdb.db, await seedUser(tdb.db, { role: 'admin' }));
    expect((await api.adAccounts.list()).map((a) => a.accountNumber).sort()).toEqual(DEMO_AD_ACCOUNTS.map((a) => a.accountNumber).sort());
    const { items } = await api.reportRequests.list();
    expect(items).toHaveLength(4);
    expect(items.every((i) => i.status === 'completed')).toBe(true);
    expect(items.some((i) => i.startDate === i.endDate)).toBe(true);
    for (const item of items) {
      const parsed = parseReportResponse((await api.reportRequests.get({ id: item.id })).webhookResponse);
      expect(parsed.hasData).toBe(true);
      expect(parsed.campaigns.some((c) => c.campaignName.startsWith('FB '))).toBe(true);
    }
  });
});
