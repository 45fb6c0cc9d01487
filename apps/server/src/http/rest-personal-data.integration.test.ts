import { createAppJobRegistry, createJobWorker } from '@clinic/api';
import { PERSONAL_DATA_TEXT } from '@clinic/domain';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';

import { useTestServer } from '../testing/test-hooks';
import { RestClient, signedInClient } from '../testing/test-server';

const { tdb, server } = useTestServer();

const ana = { firstName: 'Ana', lastName: 'Quaresma', phone: '(11) 98765-4321', birthDate: '1990-05-10' };

describe('LGPD personal data over REST', () => {
  it('documents the paths', async () => {
    const doc = (await new RestClient(server.baseUrl).get('/api/openapi.json')).body;
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/patients/{id}/export', '/exports/{id}', '/patients/{id}/anonymize', '/leads/{id}/anonymize', '/processing-record', '/personal-data-settings']),
    );
  });

  it('exports (job, then the file once), anonymises, answers the processing record; admin only', async () => {
    const { client: admin } = await signedInClient(server, tdb.db, 'admin');
    const { client: manager } = await signedInClient(server, tdb.db, 'manager');
    const id = (await admin.post('/api/patients', ana)).body.id as number;
    expect((await manager.post(`/api/patients/${id}/export`, {})).status).toBe(403);

    const started = await admin.post(`/api/patients/${id}/export`, {});
    expect([started.status, started.body.status]).toEqual([200, 'pending']);
    const worker = createJobWorker({ db: tdb.db, registry: createAppJobRegistry() });
    expect(await worker.runOnce()).toBe(true);
    const status = await admin.get(`/api/exports/${started.body.id}`);
    expect(status.body).toMatchObject({ status: 'ready', contentBase64: null });
    expect((await admin.get(`/api/exports/${started.body.id}?download=talvez`)).status).toBe(400);
    const file = await admin.get(`/api/exports/${started.body.id}?download=true`);
    expect(file.status).toBe(200);
    const zip = unzipSync(Buffer.from(file.body.contentBase64, 'base64'));
    expect(JSON.parse(strFromU8(zip['dados.json']!)).titular.nome).toBe('Ana Quaresma');
    const again = await admin.get(`/api/exports/${started.body.id}?download=true`);
    expect([again.status, again.body.message]).toEqual([409, PERSONAL_DATA_TEXT.exportDownloaded]);

    expect((await admin.get('/api/processing-record')).body.rows.length).toBeGreaterThan(10);
    expect((await manager.get('/api/processing-record')).status).toBe(403);
    expect((await admin.post('/api/patients/abc/anonymize', {})).status).toBe(400);
    const done = await admin.post(`/api/patients/${id}/anonymize`, {});
    expect([done.status, done.body.id]).toEqual([200, id]);
    expect((await admin.get(`/api/patients/${id}`)).body).toMatchObject({ firstName: 'Paciente', lastName: 'anonimizada' });
    expect((await admin.post('/api/leads/999/anonymize', {})).status).toBe(404);
    const bad = await admin.put('/api/personal-data-settings', { leadAnonymizeMonths: 0 });
    expect([bad.status, JSON.stringify(bad.body)]).toEqual([400, expect.stringContaining(PERSONAL_DATA_TEXT.leadAnonymizeMonthsInvalid)]);
  });
});
