import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { parseReportResponse } from '@clinic/domain';

import { type FakeReportServer, sendJson, startFakeReportServer } from '../../testing/fake-report-server';
import { META_GRAPH_API_VERSION, fetchMetaInsights } from './meta-source';
import { assertAllowedUrl, fetchLimited } from './report-fetch';
import type { ReportJob } from './report-source.types';
import { type ReportFetchPolicy, reportSourceConfigFromEnv } from './report-sources.config';
import { fetchFromWebhook } from './webhook-source';

let server: FakeReportServer;
let policy: ReportFetchPolicy;
const sleeps: number[] = [];
const deps = { sleep: async (ms: number) => void sleeps.push(ms) };

beforeAll(async () => {
  server = await startFakeReportServer();
});
afterAll(async () => server?.close());
beforeEach(() => {
  server.requests.length = 0;
  sleeps.length = 0;
  policy = { timeoutMs: 2_000, maxBytes: 64 * 1024, retries: 2, backoffMs: 100, allowedHosts: [server.host], maxPages: 10 };
});

const job: ReportJob = {
  requestId: 7,
  account: { id: 3, accountNumber: '123456789', name: 'Clínica Principal' },
  dateRange: 'last_7_days',
  startDate: '2026-02-22',
  endDate: '2026-02-28',
};
const meta = () => ({ graphUrl: server.origin, accessToken: 'TOKEN-SECRETO' });

const row = (id: string, name: string, extra: Record<string, unknown> = {}) => ({
  campaign_id: id,
  campaign_name: name,
  date_start: '2026-02-22',
  date_stop: '2026-02-28',
  spend: '100.00',
  impressions: '10000',
  clicks: '200',
  reach: '8000',
  cpc: '0.5',
  cpm: '10',
  cpp: '0.0125',
  ctr: '2',
  actions: [
    { action_type: 'link_click', value: '200' },
    { action_type: 'lead', value: '4' },
  ],
  ...extra,
});

describe('Meta source', () => {
  it('asks insights at campaign level with the pinned version, the period and the §3 fields, and follows paging.next', async () => {
    server.handle((req, res) => {
      if (req.url.searchParams.get('after') === 'PAGE2') {
        sendJson(res, 200, { data: [row('2', 'FB INCONTINÊNCIA')], paging: { cursors: { before: 'b', after: 'c' } } });
        return;
      }
      sendJson(res, 200, {
        data: [row('1', 'FB ENDOMETRIOSE')],
        paging: { cursors: { before: 'a', after: 'PAGE2' }, next: `${server.origin}${req.url.pathname}?after=PAGE2&access_token=TOKEN-SECRETO` },
      });
    });
    const outcome = await fetchMetaInsights(meta(), job, policy, deps);
    expect(outcome.kind).toBe('completed');
    const first = server.requests[0]!;
    expect(first.method).toBe('GET');
    expect(first.url.pathname).toBe(`/${META_GRAPH_API_VERSION}/act_123456789/insights`);
    expect(first.url.searchParams.get('level')).toBe('campaign');
    expect(JSON.parse(first.url.searchParams.get('time_range')!)).toEqual({ since: '2026-02-22', until: '2026-02-28' });
    expect(first.url.searchParams.get('fields')!.split(',')).toEqual(
      expect.arrayContaining(['campaign_id', 'campaign_name', 'spend', 'impressions', 'clicks', 'reach', 'actions', 'cpc', 'cpm', 'cpp', 'ctr']),
    );
    expect(first.url.searchParams.get('access_token')).toBe('TOKEN-SECRETO');
    expect(server.requests).toHaveLength(2);
    const parsed = parseReportResponse(outcome.kind === 'completed' ? outcome.raw : null);
    expect(parsed.campaigns.map((c) => c.campaignName)).toEqual(['FB ENDOMETRIOSE', 'FB INCONTINÊNCIA']);
    expect(parsed.totals).toMatchObject({ spend: 200, leads: 8, clicks: 400 });
  });

  it('keeps a one-day answer and a zero-spend answer as they are', async () => {
    server.handle((_req, res) =>
      sendJson(res, 200, {
        data: [
          row('1', 'FB PROLAPSO', { date_start: '2026-02-28', date_stop: '2026-02-28' }),
          row('2', 'Parada', { spend: '0', impressions: '0', clicks: '0', reach: '0', cpc: undefined, actions: undefined, date_start: '2026-02-28', date_stop: '2026-02-28' }),
        ],
        paging: {},
      }),
    );
    const outcome = await fetchMetaInsights(meta(), job, policy, deps);
    const parsed = parseReportResponse(outcome.kind === 'completed' ? outcome.raw : null);
    expect(parsed.dateStart).toBe('2026-02-28');
    expect(parsed.dateStop).toBe('2026-02-28');
    expect(parsed.campaigns[1]).toMatchObject({ spend: 0, cpc: null, ctr: null, leads: 0 });
  });

  it('an empty period completes with no rows', async () => {
    server.handle((_req, res) => sendJson(res, 200, { data: [] }));
    expect(await fetchMetaInsights(meta(), job, policy, deps)).toEqual({ kind: 'completed', raw: '[]' });
  });

  it("turns Meta's error body into 'A Meta recusou o pedido: …' without retrying", async () => {
    server.handle((_req, res) =>
      sendJson(res, 400, { error: { message: 'Invalid OAuth access token - Cannot parse access token', type: 'OAuthException', code: 190, fbtrace_id: 'x' } }),
    );
    await expect(fetchMetaInsights(meta(), job, policy, deps)).rejects.toThrow(
      'A Meta recusou o pedido: Invalid OAuth access token - Cannot parse access token (código 190)',
    );
    expect(server.requests).toHaveLength(1);
  });

  it('retries a 5xx with doubling backoff, then succeeds', async () => {
    let calls = 0;
    server.handle((_req, res) => {
      calls += 1;
      if (calls < 3) sendJson(res, 503, { error: { message: 'Service temporarily unavailable', code: 2 } });
      else sendJson(res, 200, { data: [row('1', 'FB DIÁSTASE')] });
    });
    const outcome = await fetchMetaInsights(meta(), job, policy, deps);
    expect(outcome.kind).toBe('completed');
    expect(sleeps).toEqual([100, 200]);
  });

  it('gives up after the bounded retries with the error Meta sent', async () => {
    server.handle((_req, res) => sendJson(res, 500, { error: { message: 'An unknown error occurred', code: 1 } }));
    await expect(fetchMetaInsights(meta(), job, policy, deps)).rejects.toThrow('A Meta recusou o pedido: An unknown error occurred (código 1)');
    expect(server.requests).toHaveLength(3);
  });

  it('times out on a slow answer', async () => {
    server.handle((_req, res) => {
      setTimeout(() => sendJson(res, 200, { data: [] }), 1_500);
    });
    await expect(fetchMetaInsights(meta(), job, { ...policy, timeoutMs: 200 }, deps)).rejects.toThrow('Tempo esgotado ao buscar o relatório');
  });

  it('times out on a body that stalls halfway', async () => {
    server.handle((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"data": [');
    });
    await expect(fetchMetaInsights(meta(), job, { ...policy, timeoutMs: 300 }, deps)).rejects.toThrow('Tempo esgotado ao buscar o relatório');
  });

  it('refuses an oversize answer, declared or streamed', async () => {
    const big = { data: Array.from({ length: 2_000 }, (_, i) => row(String(i), `Campanha ${i}`)) };
    server.handle((_req, res) => sendJson(res, 200, big));
    await expect(fetchMetaInsights(meta(), job, policy, deps)).rejects.toThrow('Resposta grande demais');
    server.handle((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' }); // chunked: no length to trust
      res.end(JSON.stringify(big));
    });
    await expect(fetchMetaInsights(meta(), job, policy, deps)).rejects.toThrow('Resposta grande demais');
  });

  it('does not follow a redirect', async () => {
    server.handle((_req, res) => {
      res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data' });
      res.end();
    });
    await expect(fetchMetaInsights(meta(), job, policy, deps)).rejects.toThrow('redirecionamento');
    expect(server.requests).toHaveLength(1);
  });

  it('never calls a host outside the allowlist, also when paging.next points there', async () => {
    await expect(fetchMetaInsights({ ...meta(), graphUrl: 'http://10.0.0.1:9' }, job, policy, deps)).rejects.toThrow(
      'Endereço não permitido para relatórios: 10.0.0.1',
    );
    server.handle((_req, res) => sendJson(res, 200, { data: [row('1', 'A')], paging: { next: 'https://evil.example/next?access_token=x' } }));
    await expect(fetchMetaInsights(meta(), job, policy, deps)).rejects.toThrow('Endereço não permitido para relatórios: evil.example');
    expect(server.requests).toHaveLength(1);
  });

  it('answers a network failure after its retries', async () => {
    const closed = await startFakeReportServer();
    const origin = closed.origin;
    const host = closed.host;
    await closed.close();
    await expect(fetchMetaInsights({ ...meta(), graphUrl: origin }, job, { ...policy, allowedHosts: [host] }, deps)).rejects.toThrow(
      'Falha de rede ao buscar o relatório',
    );
    expect(sleeps).toEqual([100, 200]);
  });
});

describe('webhook source', () => {
  const webhook = () => ({ url: `${server.origin}/webhook/relatorio`, secret: 'segredo' });

  it('posts the account and period and keeps the JSON answer (object shape)', async () => {
    const answer = { totals: { spend: '50.5', impressions: '5000', clicks: '100', reach: '4000', leads: '5' }, campaigns: [row('1', 'FB PÓS PARTO')] };
    server.handle((_req, res) => sendJson(res, 200, answer));
    const outcome = await fetchFromWebhook(webhook(), job, policy, deps);
    expect(outcome).toEqual({ kind: 'completed', raw: JSON.stringify(answer) });
    const req = server.requests[0]!;
    expect(req.method).toBe('POST');
    expect(req.headers.authorization).toBe('Bearer segredo');
    expect(req.headers['idempotency-key']).toBe('report-request-7');
    expect(JSON.parse(req.body)).toEqual({
      reportRequestId: 7,
      adAccountId: 3,
      accountNumber: '123456789',
      accountName: 'Clínica Principal',
      dateRange: 'last_7_days',
      startDate: '2026-02-22',
      endDate: '2026-02-28',
    });
  });

  it('retries a 5xx with the same Idempotency-Key, so the flow can tell a retry from a new request', async () => {
    let calls = 0;
    server.handle((_req, res) => {
      calls += 1;
      if (calls < 2) sendJson(res, 502, { message: 'Bad gateway' });
      else sendJson(res, 200, [row('1', 'A')]);
    });
    expect((await fetchFromWebhook(webhook(), job, policy, deps)).kind).toBe('completed');
    expect(server.requests.map((r) => r.headers['idempotency-key'])).toEqual(['report-request-7', 'report-request-7']);
  });

  it('keeps an array answer with numbers as strings', async () => {
    server.handle((_req, res) => sendJson(res, 200, [row('1', 'A'), row('2', 'B')]));
    const outcome = await fetchFromWebhook(webhook(), job, policy, deps);
    expect(parseReportResponse(outcome.kind === 'completed' ? outcome.raw : null).totals.spend).toBe(200);
  });

  it('a 202 or an empty answer leaves the request pending for a push', async () => {
    server.handle((_req, res) => {
      res.writeHead(202);
      res.end('{"message":"Workflow was started"}');
    });
    expect(await fetchFromWebhook(webhook(), job, policy, deps)).toEqual({ kind: 'pending' });
    server.handle((_req, res) => {
      res.writeHead(200);
      res.end();
    });
    expect(await fetchFromWebhook(webhook(), job, policy, deps)).toEqual({ kind: 'pending' });
  });

  it('fails on an error status, a non-JSON answer or an unknown shape', async () => {
    server.handle((_req, res) => sendJson(res, 401, { error: 'Token inválido' }));
    await expect(fetchFromWebhook(webhook(), job, policy, deps)).rejects.toThrow('O webhook de relatórios recusou o pedido: Token inválido');
    server.handle((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html>ok</html>');
    });
    await expect(fetchFromWebhook(webhook(), job, policy, deps)).rejects.toThrow('não é JSON');
    server.handle((_req, res) => sendJson(res, 200, { ok: true }));
    await expect(fetchFromWebhook(webhook(), job, policy, deps)).rejects.toThrow('formato desconhecido');
  });
});

describe('fetch policy and configuration', () => {
  it('allows only http(s) to listed hosts', async () => {
    expect(() => assertAllowedUrl('file:///etc/passwd', ['localhost'])).toThrow('Endereço inválido');
    expect(() => assertAllowedUrl('http://127.0.0.1:1/x', ['127.0.0.1:2'])).toThrow('não permitido');
    expect(assertAllowedUrl('https://graph.facebook.com/v1', ['graph.facebook.com']).hostname).toBe('graph.facebook.com');
    await expect(fetchLimited('not a url', {}, policy)).rejects.toThrow('Endereço inválido');
  });

  it('chooses the source from the environment', () => {
    expect(reportSourceConfigFromEnv({}).source).toEqual({ kind: 'push' });
    expect(reportSourceConfigFromEnv({ DEMO_DATA: '1' }).source).toEqual({ kind: 'demo' });
    expect(reportSourceConfigFromEnv({ DEMO_DATA: '1', NODE_ENV: 'production' }).source).toEqual({ kind: 'push' });
    const metaConfig = reportSourceConfigFromEnv({ META_ACCESS_TOKEN: 't', DEMO_DATA: '1' });
    expect(metaConfig.source).toMatchObject({ kind: 'meta', graphUrl: 'https://graph.facebook.com', accessToken: 't' });
    expect(metaConfig.policy.allowedHosts).toEqual(['graph.facebook.com']);
    const hook = reportSourceConfigFromEnv({ REPORTS_WEBHOOK_URL: 'https://n8n.clinica.com.br/webhook/x', REPORTS_TIMEOUT_MS: '5000' });
    expect(hook.source).toMatchObject({ kind: 'webhook' });
    expect(hook.policy).toMatchObject({ allowedHosts: ['n8n.clinica.com.br'], timeoutMs: 5000 });
    expect(reportSourceConfigFromEnv({ REPORTS_SOURCE: 'push', META_ACCESS_TOKEN: 't' }).source).toEqual({ kind: 'push' });
    expect(() => reportSourceConfigFromEnv({ REPORTS_SOURCE: 'webhook' })).toThrow('REPORTS_WEBHOOK_URL');
  });
});
