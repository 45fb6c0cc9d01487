/** Ad accounts and report requests over real HTTP: the paths, statuses and bodies a REST client relies on. */
import { seedUser } from '@clinic/api/testing';
import type { Role } from '@clinic/domain';
import { describe, expect, it } from 'vitest';

import { useTestServer } from '../testing/test-hooks';
import { RestClient, signedInClient } from '../testing/test-server';

const { tdb, server } = useTestServer();

async function signedIn(role: Role) {
  const { client: c, user } = await signedInClient(server, tdb.db, role);
  return { c, user };
}

describe('REST /api/ad-accounts', () => {
  it('create, list, get, edit, deactivate; 409 on a taken number; 404; 400 in Portuguese', async () => {
    const { c } = await signedIn('manager');
    const created = await c.post('/api/ad-accounts', { accountNumber: 'act_555', name: 'Conta Centro' });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ id: expect.any(Number), accountNumber: '555', name: 'Conta Centro', isActive: true, description: null });
    const id = created.body.id as number;
    expect((await c.get('/api/ad-accounts')).body).toEqual([created.body]);
    expect((await c.get(`/api/ad-accounts/${id}`)).body).toEqual(created.body);
    const edited = await c.put(`/api/ad-accounts/${id}`, { description: 'Campanhas do centro' });
    expect(edited.body).toMatchObject({ name: 'Conta Centro', description: 'Campanhas do centro' });
    const taken = await c.post('/api/ad-accounts', { accountNumber: '555', name: 'Outra' });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ code: 'CONFLICT', message: 'Já existe uma conta de anúncio com este número' });
    const bad = await c.post('/api/ad-accounts', { accountNumber: 'abc', name: '' });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('BAD_REQUEST');
    expect(bad.body.issues.map((i: { message: string }) => i.message)).toContain('O número da conta deve conter apenas dígitos (ex.: 123456789012345)');
    const off = await c.delete(`/api/ad-accounts/${id}`);
    expect(off.status).toBe(200);
    expect(off.body.isActive).toBe(false);
    const missing = await c.get('/api/ad-accounts/9999');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 'NOT_FOUND', message: 'Conta de anúncio não encontrada' });
  });
});

describe('REST /api/report-requests', () => {
  it('create (either naming), list paged newest first, get exactly as §3, push a result, 409 after, 404', async () => {
    const { c, user } = await signedIn('financeiro');
    const account = (await c.post('/api/ad-accounts', { accountNumber: '777', name: 'Conta Zona Sul' })).body;
    const a = await c.post('/api/report-requests', { adAccountId: account.id, dateRange: 'last_30d' });
    expect(a.status).toBe(200);
    expect(a.body).toMatchObject({ status: 'pending', dateRange: 'last_30_days', requestedBy: user.id, adAccount: { name: 'Conta Zona Sul', accountNumber: '777' } });
    expect(Object.keys(a.body).sort()).toEqual(
      ['id', 'adAccountId', 'dateRange', 'startDate', 'endDate', 'status', 'webhookResponse', 'errorMessage', 'requestedBy', 'createdAt', 'completedAt', 'adAccount'].sort(),
    );
    const b = await c.post('/api/report-requests', { adAccountId: account.id, dateRange: 'custom', startDate: '2026-01-01', endDate: '2026-01-31' });
    expect(b.body).toMatchObject({ startDate: '2026-01-01', endDate: '2026-01-31' });

    const page = await c.get('/api/report-requests?limit=1&offset=0');
    expect(page.status).toBe(200);
    expect(page.body.total).toBe(2);
    expect(page.body.items.map((i: { id: number }) => i.id)).toEqual([b.body.id]);

    const pushed = await c.post(`/api/report-requests/${a.body.id}/result`, {
      response: [{ campaign_name: 'FB ENDOMETRIOSE', spend: '10.00', impressions: '1000', clicks: '20', reach: '800', actions: [{ action_type: 'lead', value: '2' }] }],
    });
    expect(pushed.status).toBe(200);
    expect(pushed.body.status).toBe('completed');
    const read = await c.get(`/api/report-requests/${a.body.id}`);
    expect(JSON.parse(read.body.webhookResponse as string)[0].campaign_name).toBe('FB ENDOMETRIOSE');
    const again = await c.post(`/api/report-requests/${a.body.id}/result`, { response: [] });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'CONFLICT', message: 'Este relatório não está mais pendente' });

    const missing = await c.get('/api/report-requests/9999');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 'NOT_FOUND', message: 'Relatório não encontrado' });
    const customWithoutEnd = await c.post('/api/report-requests', { adAccountId: account.id, dateRange: 'custom', startDate: '2026-01-01' });
    expect(customWithoutEnd.status).toBe(400);
  });

  it('a tool with an API token creates a request and pushes its result on the same paths', async () => {
    const { c: admin } = await signedIn('admin');
    const bot = await seedUser(tdb.db, { role: 'lider', firstName: 'n8n', lastName: 'Relatórios' });
    const token = (await admin.post('/api/api-tokens', { name: 'n8n Meta', userId: bot.id })).body.token as string;
    const account = (await admin.post('/api/ad-accounts', { accountNumber: '888', name: 'Conta Norte' })).body;
    const tool = new RestClient(server.baseUrl);
    const auth = { authorization: `Bearer ${token}` };
    const created = await tool.post('/api/report-requests', { adAccountId: account.id, dateRange: 'yesterday' }, auth);
    expect(created.status).toBe(200);
    const pushed = await tool.request('POST', `/api/report-requests/${created.body.id}/result`, { response: { totals: { spend: '5', leads: '1' }, campaigns: [] } }, auth);
    expect(pushed.status).toBe(200);
    const log = await tdb.db.selectFrom('systemLogs').selectAll().where('entity', '=', 'report').orderBy('id').execute();
    expect(log.map((l) => l.userId)).toEqual([bot.id, bot.id]);
    expect(log[1]?.description).toContain('(via token de API "n8n Meta")');
  });

  it.each<Role>(['physiotherapist', 'recepcionista'])('%s gets 403 on every path', async (role) => {
    const { c } = await signedIn(role);
    for (const [method, path, body] of [
      ['GET', '/api/ad-accounts'],
      ['POST', '/api/ad-accounts', { accountNumber: '1', name: 'X' }],
      ['GET', '/api/ad-accounts/1'],
      ['PUT', '/api/ad-accounts/1', { name: 'Y' }],
      ['DELETE', '/api/ad-accounts/1'],
      ['GET', '/api/report-requests'],
      ['GET', '/api/report-requests/1'],
      ['POST', '/api/report-requests', { adAccountId: 1, dateRange: 'today' }],
      ['POST', '/api/report-requests/1/result', { response: [] }],
    ] as const) {
      const res = await c.request(method, path, body);
      expect([method, path, res.status]).toEqual([method, path, 403]);
    }
  });

  it('401 without a session', async () => {
    expect((await new RestClient(server.baseUrl).get('/api/report-requests')).status).toBe(401);
  });
});
