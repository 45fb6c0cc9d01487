import { INSTRUMENTS_TEXT } from '@clinic/domain';
import { describe, expect, it } from 'vitest';

import { useTestServer } from '../testing/test-hooks';
import { RestClient, signedInClient } from '../testing/test-server';

const { tdb, server } = useTestServer();

const pfdi = (value: number) =>
  Object.fromEntries(
    [...Array.from({ length: 6 }, (_, i) => `popdi${i + 1}`), ...Array.from({ length: 8 }, (_, i) => `cradi${i + 1}`), ...Array.from({ length: 6 }, (_, i) => `udi${i + 1}`)].map(
      (id) => [id, value],
    ),
  );

describe('instruments over REST (#26)', () => {
  it('documents the paths, scores POST /patients/{id}/record on the server, refuses a disabled instrument, enables it by licence', async () => {
    const doc = (await new RestClient(server.baseUrl).get('/api/openapi.json')).body;
    const paths = Object.keys(doc.paths).map((p) => p.replace(/^\/api/, ''));
    for (const p of ['/instruments', '/instruments/{id}/licence', '/patients/{id}/outcomes', '/reports/outcomes']) expect(paths).toContain(p);

    const [patient] = await tdb.db
      .insertInto('patients')
      .values({ firstName: 'Ana', lastName: 'Souza', phone: '(11) 98765-4321', birthDate: '1990-05-10' })
      .returningAll()
      .execute();
    const physio = await signedInClient(server, tdb.db, 'physiotherapist');
    await tdb.db.updateTable('users').set({ crefito: '12345-F' }).where('id', '=', physio.user.id).execute();
    const created = await physio.client.post(`/api/patients/${patient!.id}/record`, {
      kind: 'pfdi20',
      content: { answers: pfdi(4), score: { total: 1, min: 0, max: 1, unit: 'x', components: [], interpretation: null, notes: [] } },
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ kind: 'pfdi20', templateId: 'pfdi20', templateVersion: 1, content: { score: { total: 300, max: 300 } } });
    const signed = await physio.client.post(`/api/record-entries/${created.body.id}/sign`, {});
    expect(signed.status).toBe(200);
    expect((await physio.client.request('PUT', `/api/record-entries/${created.body.id}`, { content: { answers: pfdi(0) } })).status).toBe(409);

    const incomplete = await physio.client.post(`/api/patients/${patient!.id}/record`, { kind: 'wexner', content: { answers: { solidos: 1 } } });
    expect(incomplete.status).toBe(400);
    expect(incomplete.body.message).toMatch(/^Responda: /);
    const disabled = await physio.client.post(`/api/patients/${patient!.id}/record`, { kind: 'fsfi', content: { answers: {} } });
    expect(disabled.status).toBe(400);
    expect(disabled.body.message).toBe(INSTRUMENTS_TEXT.instrumentDisabled('FSFI'));

    const list = await physio.client.get('/api/instruments');
    expect(list.status).toBe(200);
    expect(list.body.map((i: { id: string; enabled: boolean }) => `${i.id}:${i.enabled}`)).toEqual([
      'pfdi20:true',
      'wexner:true',
      'pad_test_1h:true',
      'iciq_sf:false',
      'iciq_oab:false',
      'fsfi:false',
    ]);
    expect((await physio.client.post('/api/instruments/fsfi/licence', { licenceReference: 'FSFI-1' })).status).toBe(403);
    const admin = await signedInClient(server, tdb.db, 'admin');
    const enabled = await admin.client.post('/api/instruments/fsfi/licence', { licenceReference: 'FSFI-2026-7' });
    expect(enabled.status).toBe(200);
    expect(enabled.body).toMatchObject({ id: 'fsfi', enabled: true, licenceReference: 'FSFI-2026-7' });
    expect((await admin.client.post('/api/instruments/nada/licence', { licenceReference: 'X' })).status).toBe(400);

    const outcomes = await physio.client.get(`/api/patients/${patient!.id}/outcomes`);
    expect(outcomes.status).toBe(200);
    expect(outcomes.body.instruments[0]).toMatchObject({ id: 'pfdi20', first: 300, latest: 300, change: null });
    const financeiro = await signedInClient(server, tdb.db, 'financeiro');
    expect((await financeiro.client.get(`/api/patients/${patient!.id}/outcomes`)).status).toBe(403);
    const report = await financeiro.client.get('/api/reports/outcomes?startDate=2020-01-01&endDate=2040-12-31');
    expect(report.status).toBe(200);
    expect(report.body.clinic).toEqual([]);
    const bad = await financeiro.client.get('/api/reports/outcomes?startDate=2030-03-10');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Informe a data final');
  });
});
