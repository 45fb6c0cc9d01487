import { describe, expect, it } from 'vitest';

import { useTestServer } from '../testing/test-hooks';
import { RestClient, signedInClient } from '../testing/test-server';

const { tdb, server } = useTestServer();

const ana = { name: 'Ana Souza', whatsapp: '(11) 98765-4321', origin: 'Instagram', date: '2026-05-01' };

describe('the lead pipeline and the funnel over REST (issue #25)', () => {
  it('documents the new paths', async () => {
    const doc = (await new RestClient(server.baseUrl).get('/api/openapi.json')).body;
    const paths = doc.paths as Record<string, Record<string, unknown>>;
    const at = (p: string) => paths[p] ?? paths[`/api${p}`];
    expect(Object.keys(at('/leads/{id}/stage')!)).toEqual(['put']);
    expect(Object.keys(at('/leads/{id}/interactions')!).sort()).toEqual(['get', 'post']);
    expect(Object.keys(at('/leads/{id}/next-contact')!)).toEqual(['put']);
    expect(Object.keys(at('/leads/follow-ups')!)).toEqual(['get']);
    expect(Object.keys(at('/reports/funnel')!)).toEqual(['get']);
  });

  it('moves a stage, refuses perdido without a reason (400 in Portuguese), records interactions and follow-ups', async () => {
    const { client: c, user } = await signedInClient(server, tdb.db, 'recepcionista');
    const lead = (await c.post('/api/leads', ana)).body as { id: number; stage: string; nextContactAt: null };
    expect(lead).toMatchObject({ stage: 'novo', nextContactAt: null, firstContactAt: null, campaignId: null });
    const refused = await c.put(`/api/leads/${lead.id}/stage`, { stage: 'perdido' });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Informe o motivo da perda para mover o lead para Perdido');
    const moved = await c.put(`/api/leads/${lead.id}/stage`, { stage: 'em_contato' });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ stage: 'em_contato', status: 'PENDENTE', firstContactAt: expect.any(String) });
    const added = await c.post(`/api/leads/${lead.id}/interactions`, { kind: 'whatsapp', note: 'Enviou o valor', nextContactAt: '2026-11-20T10:00' });
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ kind: 'whatsapp', note: 'Enviou o valor', userId: user.id });
    const timeline = await c.get(`/api/leads/${lead.id}/interactions`);
    expect(timeline.body.map((i: { kind: string }) => i.kind)).toEqual(['whatsapp', 'etapa']);
    const due = await c.get('/api/leads/follow-ups?date=2026-11-20');
    expect(due.body).toMatchObject([{ id: lead.id, name: 'Ana Souza', overdue: false }]);
    expect((await c.get('/api/leads/follow-ups?date=2026-11-21')).body).toMatchObject([{ id: lead.id, overdue: true }]);
    expect((await c.get('/api/leads/follow-ups')).status).toBe(400);
    expect((await c.put(`/api/leads/${lead.id}/next-contact`, { nextContactAt: null })).body).toMatchObject({ nextContactAt: null });
    expect((await c.put('/api/leads/999/stage', { stage: 'novo' })).status).toBe(404);
    expect((await c.get('/api/reports/funnel?startDate=2026-05-01&endDate=2026-05-31')).status).toBe(403);
  });

  it('answers the funnel to the roles that see it', async () => {
    const { client: c } = await signedInClient(server, tdb.db, 'financeiro');
    const funnel = await c.get('/api/reports/funnel?startDate=2026-05-01&endDate=2026-05-31&origin=&campaignId=');
    expect(funnel.status).toBe(200);
    expect(funnel.body.steps.map((s: { key: string }) => s.key)).toEqual([
      'leads',
      'contacted',
      'assessmentBooked',
      'assessmentDone',
      'converted',
      'packageSold',
      'discharged',
    ]);
    const bad = await c.get('/api/reports/funnel?startDate=2026-05-31&endDate=2026-05-01');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('A data final deve ser igual ou posterior à data inicial');
    expect((await c.put('/api/leads/1/stage', { stage: 'novo' })).status).toBe(403);
  });
});
