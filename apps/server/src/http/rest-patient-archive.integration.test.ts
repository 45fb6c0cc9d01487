import type { Role } from '@clinic/domain';
import { describe, expect, it } from 'vitest';

import { useTestServer } from '../testing/test-hooks';
import { RestClient, signedInClient } from '../testing/test-server';

const { tdb, server } = useTestServer();

const ana = { firstName: 'Ana', lastName: 'Souza', phone: '(11) 98765-4321', birthDate: '1990-05-10' };
const bia = { firstName: 'Bia', lastName: 'Lima', phone: '(21) 93333-4444', birthDate: '1985-01-31' };
const firstNames = (body: unknown) => (body as { firstName: string }[]).map((p) => p.firstName);

describe('patients: archive and reactivate over REST', () => {
  it('documents both paths and the list parameter in the OpenAPI document', async () => {
    const doc = (await new RestClient(server.baseUrl).get('/api/openapi.json')).body;
    expect(doc.paths['/patients/{id}/archive'].post.summary).toBe('Arquiva um paciente');
    expect(doc.paths['/patients/{id}/reactivate'].post.summary).toBe('Reativa um paciente arquivado');
    const list = doc.paths['/patients'].get;
    expect(list.parameters.map((p: { name: string }) => p.name)).toContain('archived');
    expect(list.description).toContain('archived=true');
    const patient = doc.paths['/patients/{id}'].get.responses['200'].content['application/json'].schema;
    expect(JSON.stringify(patient)).toContain('archivedAt');
  });

  it('archives (the list, its pages and the search leave her out; ?archived=true shows her) and reactivates', async () => {
    const { client: c } = await signedInClient(server, tdb.db, 'manager');
    await c.post('/api/patients', ana);
    const id = (await c.post('/api/patients', bia)).body.id as number;

    const archived = await c.post(`/api/patients/${id}/archive`);
    expect(archived.status).toBe(200);
    expect(archived.body).toMatchObject({ id, firstName: 'Bia', archivedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    expect(firstNames((await c.get('/api/patients')).body)).toEqual(['Ana']);
    expect(firstNames((await c.get('/api/patients?archived=false')).body)).toEqual(['Ana']);
    expect((await c.get('/api/patients?limit=5')).body).toMatchObject({ total: 1 });
    expect((await c.get('/api/patients/search?q=lima')).body).toEqual([]);
    expect(firstNames((await c.get('/api/patients?archived=true')).body)).toEqual(['Bia']);
    expect((await c.get('/api/patients?archived=talvez')).status).toBe(400);
    expect((await c.get(`/api/patients/${id}`)).body).toMatchObject({ archivedAt: archived.body.archivedAt });

    const back = await c.post(`/api/patients/${id}/reactivate`, {});
    expect([back.status, back.body.archivedAt]).toEqual([200, null]);
    expect(firstNames((await c.get('/api/patients')).body)).toEqual(['Ana', 'Bia']);
    expect(firstNames((await c.get('/api/patients/search?q=lima')).body)).toEqual(['Bia']);

    const logs = await tdb.db.selectFrom('systemLogs').select(['action', 'description']).where('entityId', '=', id).orderBy('id').execute();
    expect(logs.slice(-2)).toEqual([
      { action: 'update', description: 'Paciente "Bia Lima" arquivado' },
      { action: 'update', description: 'Paciente "Bia Lima" reativado' },
    ]);
  });

  it('answers 404 for an unknown id, 400 for a bad one, 401 signed out and 403 for the roles the table leaves out', async () => {
    const { client: admin } = await signedInClient(server, tdb.db, 'admin');
    const id = (await admin.post('/api/patients', ana)).body.id as number;
    for (const action of ['archive', 'reactivate']) {
      const missing = await admin.post(`/api/patients/999999/${action}`);
      expect([missing.status, missing.body.message]).toEqual([404, 'Paciente não encontrado']);
      expect((await admin.post(`/api/patients/abc/${action}`)).status).toBe(400);
      expect((await new RestClient(server.baseUrl).post(`/api/patients/${id}/${action}`)).status).toBe(401);
    }
    for (const role of ['recepcionista', 'physiotherapist', 'financeiro', 'lider'] as Role[]) {
      const { client } = await signedInClient(server, tdb.db, role);
      for (const action of ['archive', 'reactivate']) {
        const refused = await client.post(`/api/patients/${id}/${action}`);
        expect([role, action, refused.status, refused.body.code]).toEqual([role, action, 403, 'FORBIDDEN']);
      }
    }
    expect((await admin.get(`/api/patients/${id}`)).body.archivedAt).toBeNull();
  });
});
