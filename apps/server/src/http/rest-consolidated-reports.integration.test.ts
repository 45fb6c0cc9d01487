import type { Role } from '@clinic/domain';
import { describe, expect, it } from 'vitest';

import { useTestServer } from '../testing/test-hooks';
import { RestClient } from '../testing/test-server';

const { server, signedIn: signInAs } = useTestServer();
const signedIn = async (role: Role) => (await signInAs(role)).client;

const report = {
  title: 'Semana',
  dateRange: 'last_7_days',
  startDate: '2026-11-13',
  endDate: '2026-11-19',
  totalSpend: 300.1,
  totalLeads: 3,
  costPerLead: 100.03,
  accountsData: [{ accountName: 'Principal', accountId: '123', totalSpend: 300.1, totalLeads: 3 }],
  keywordData: { ENDOMETRIOSE: 2 },
};

describe('reports and analyses over REST', () => {
  it('documents the paths of spec §7 Reports and Consolidated analysis', async () => {
    const doc = (await new RestClient(server.baseUrl).get('/api/openapi.json')).body;
    const paths = doc.paths as Record<string, Record<string, unknown>>;
    const at = (p: string) => Object.keys(paths[p] ?? paths[`/api${p}`] ?? {});
    expect(at('/consolidated-reports')).toEqual(['get']);
    expect(at('/consolidated-reports/save')).toEqual(['post']);
    expect(at('/consolidated-reports/{id}')).toEqual(expect.arrayContaining(['get', 'delete']));
    expect(at('/consolidated-analysis')).toEqual(['post']);
    expect(at('/consolidated-analysis/{id}')).toEqual(['get']);
    expect(at('/report-requests/{id}/analysis')).toEqual(['get']);
    expect(at('/report-keywords')).toEqual(expect.arrayContaining(['get', 'post']));
  });

  it('saves, lists, reads and deletes a saved report; 404 with {message, code}', async () => {
    const c = await signedIn('financeiro');
    const saved = await c.post('/api/consolidated-reports/save', report);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ id: expect.any(String), dateRange: 'last_7d', totalSpend: '300.10', costPerLead: '100.03' });
    expect((await c.get('/api/consolidated-reports')).body).toHaveLength(1);
    expect((await c.get(`/api/consolidated-reports/${saved.body.id}`)).body).toMatchObject({ keywordData: { ENDOMETRIOSE: 2 } });
    expect((await c.request('DELETE', `/api/consolidated-reports/${saved.body.id}`)).status).toBe(200);
    const missing = await c.get(`/api/consolidated-reports/${saved.body.id}`);
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ message: 'Relatório não encontrado', code: 'NOT_FOUND' });
    const blank = await c.post('/api/consolidated-reports/save', { ...report, title: '  ' });
    expect(blank.status).toBe(400);
    expect(blank.body).toMatchObject({ message: 'Título é obrigatório', code: 'BAD_REQUEST' });
  });

  it('starts an analysis answering {id}; custom without both dates is a 400; unknown ids 404; other roles 403', async () => {
    const c = await signedIn('lider');
    const started = await c.post('/api/consolidated-analysis', { dateRange: 'last_30d' });
    expect(started.status).toBe(200);
    expect(Object.keys(started.body)).toEqual(['id']);
    const read = await c.get(`/api/consolidated-analysis/${started.body.id}`);
    expect(read.body).toMatchObject({ id: started.body.id, status: 'processing', dateRange: 'last_30_days', progress: { done: 0, total: 0 } });
    const custom = await c.post('/api/consolidated-analysis', { dateRange: 'custom', startDate: '2026-11-01' });
    expect(custom.status).toBe(400);
    expect(custom.body.message).toBe('Informe a data inicial e a data final do período personalizado');
    expect((await c.get('/api/consolidated-analysis/nao-existe')).status).toBe(404);
    expect((await c.get('/api/report-requests/999/analysis')).status).toBe(404);

    const reception = await signedIn('recepcionista');
    expect((await reception.get('/api/consolidated-reports')).status).toBe(403);
    expect((await reception.post('/api/consolidated-analysis', { dateRange: 'today' })).status).toBe(403);
    expect((await reception.get(`/api/consolidated-analysis/${started.body.id}`)).status).toBe(403);
    expect((await new RestClient(server.baseUrl).get('/api/consolidated-reports')).status).toBe(401);
  });
});
