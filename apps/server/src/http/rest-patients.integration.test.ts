import type { Role } from '@clinic/domain';
import { describe, expect, it } from 'vitest';

import { useTestServer } from '../testing/test-hooks';
import { RestClient, signedInClient } from '../testing/test-server';

const { tdb, server } = useTestServer();

async function signedIn(role: Role = 'admin') {
  const { client: c, user } = await signedInClient(server, tdb.db, role);
  return { c, user };
}

const ana = { firstName: 'Ana', lastName: 'Souza', phone: '(11) 98765-4321', birthDate: '1990-05-10' };

async function bookFor(patientId: number, physiotherapistId: number) {
  const room = await tdb.db.insertInto('rooms').values({ name: 'Sala 1' }).returningAll().executeTakeFirstOrThrow();
  await tdb.db
    .insertInto('appointments')
    .values([
      { patientId, physiotherapistId, roomId: room.id, date: '2026-03-01', time: '09:00', type: 'consulta', status: 'completed' },
      { patientId, physiotherapistId, roomId: room.id, date: '2026-03-08', time: '09:00', type: 'atendimento', status: 'scheduled' },
    ])
    .execute();
}

describe('patients over REST', () => {
  it('documents every path of spec §7 Patients in the OpenAPI document', async () => {
    const doc = (await new RestClient(server.baseUrl).get('/api/openapi.json')).body;
    const paths = Object.keys(doc.paths).map((p) => p.replace(/^\/api/, ''));
    for (const p of ['/patients', '/patients/{id}', '/patients/{id}/related-data', '/patients/search', '/patients/quick', '/appointments/patient/{id}']) {
      expect(paths).toContain(p);
    }
    const list = doc.paths['/patients'] ?? doc.paths['/api/patients'];
    expect(list.get.description).toContain('{ total, items }');
  });

  it('creates, lists (array, or a page with paging parameters), updates, and reads the history', async () => {
    const { c, user } = await signedIn();
    const created = await c.post('/api/patients', { ...ana, cpf: '52998224725', state: 'SP', dysfunctions: ['Prolapso'] });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ id: 1, cpf: '529.982.247-25', status: 'Ativo', age: expect.any(Number), consultationDoneDate: null });
    await c.post('/api/patients', { ...ana, firstName: 'Bia', phone: '21933334444', sex: 'female' });
    await c.post('/api/patients', { ...ana, firstName: 'Clara', phone: '31955556666', sex: 'female', status: 'Alta' });

    const all = await c.get('/api/patients');
    expect(all.status).toBe(200);
    expect(Array.isArray(all.body)).toBe(true);
    expect(all.body.map((p: { firstName: string }) => p.firstName)).toEqual(['Ana', 'Bia', 'Clara']);

    const page = await c.get('/api/patients?limit=1&offset=1&sex=female');
    expect(page.body).toMatchObject({ total: 2, items: [{ firstName: 'Clara' }] });
    expect((await c.get('/api/patients?search=%20BIA%20')).body.map((p: { firstName: string }) => p.firstName)).toEqual(['Bia']);
    expect((await c.get('/api/patients?dysfunctions=Prolapso&dysfunctions=Endometriose')).body).toHaveLength(1);
    expect((await c.get(`/api/patients?dysfunctions=${encodeURIComponent('Retenção / dor urinar')}`)).body).toEqual([]);
    expect((await c.get('/api/patients?sex=&status=')).body).toHaveLength(3);
    expect((await c.get('/api/patients?status=Alta&treatmentEndFrom=2000-01-01')).body).toHaveLength(1);

    const search = await c.get('/api/patients/search?q=52998');
    expect(search.body).toEqual([{ id: 1, firstName: 'Ana', lastName: 'Souza', phone: '(11) 98765-4321', cpf: '529.982.247-25', email: null }]);

    const updated = await c.put('/api/patients/1', { status: 'Pre-alta', conversionDate: '2026-02-01' });
    expect(updated.body).toMatchObject({ id: 1, status: 'Pre-alta', conversionDate: '2026-02-01', cpf: '529.982.247-25' });
    expect((await c.put('/api/patients/1', {})).body).toEqual(updated.body);

    await bookFor(1, user.id);
    const history = await c.get('/api/appointments/patient/1');
    expect(history.body.map((a: { date: string }) => a.date)).toEqual(['2026-03-08', '2026-03-01']);
    expect(history.body[0]).toMatchObject({ physiotherapist: { firstName: user.firstName }, room: { name: 'Sala 1' } });
    expect((await c.get('/api/patients/1')).body).toMatchObject({
      consultationDoneDate: '2026-03-01',
      firstAppointmentDate: '2026-03-08',
    });

    const quick = await c.post('/api/patients/quick', { firstName: 'Duda', lastName: 'Reis', phone: '11911112222', email: '', birthDate: '2001-01-01' });
    expect(quick.body).toMatchObject({ firstName: 'Duda', email: null, status: 'Ativo' });
  });

  it('deletes: 409 with the counts, then everything with ?forceCascade=true', async () => {
    const { c, user } = await signedIn('manager');
    const id = (await c.post('/api/patients', ana)).body.id as number;
    await bookFor(id, user.id);
    const related = await c.get(`/api/patients/${id}/related-data`);
    expect(related.body).toMatchObject({ appointmentCount: 2, treatmentCount: 0 });
    expect(related.body.appointments[0]).toEqual({ id: expect.any(Number), date: '2026-03-08', time: '09:00', roomName: 'Sala 1' });

    const refused = await c.delete(`/api/patients/${id}`);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'CONFLICT',
      message: 'Este paciente possui 2 agendamento(s) e 0 tratamento(s). Confirme a exclusão de tudo.',
    });
    expect((await c.delete(`/api/patients/${id}?forceCascade=false`)).status).toBe(409);
    expect((await c.delete(`/api/patients/${id}?forceCascade=talvez`)).status).toBe(400);
    const done = await c.delete(`/api/patients/${id}?forceCascade=true`);
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ success: true, deletedAppointments: 2, deletedTreatments: 0 });
    expect((await c.get('/api/patients')).body).toEqual([]);
    expect((await c.get(`/api/patients/${id}/related-data`)).status).toBe(404);
  });

  it('answers 400 in Portuguese naming the field, 409 on a taken CPF, never 500', async () => {
    const { c } = await signedIn('recepcionista');
    const missing = await c.post('/api/patients', { ...ana, firstName: ' ' });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ code: 'BAD_REQUEST', message: 'Nome é obrigatório' });
    expect(missing.body.issues[0].path).toEqual(['firstName']);
    for (const [body, field, message] of [
      [{ ...ana, phone: undefined }, 'phone', 'Telefone é obrigatório'],
      [{ ...ana, birthDate: '' }, 'birthDate', 'Data de nascimento é obrigatória'],
      [{ ...ana, lastName: '' }, 'lastName', 'Sobrenome é obrigatório'],
      [{ ...ana, state: 'ZZ' }, 'state', 'UF inválida'],
      [{ ...ana, cpf: '123' }, 'cpf', 'CPF inválido'],
      [{ ...ana, city: 'a\u0000b' }, 'city', 'Caractere inválido'],
    ] as const) {
      const res = await c.post('/api/patients', body);
      expect([res.status, res.body.message, res.body.issues?.[0]?.path[0]]).toEqual([400, message, field]);
    }
    expect((await c.post('/api/patients', { ...ana, origin: 'x'.repeat(50_000) })).status).toBe(400);
    expect((await c.post('/api/patients', { ...ana, cpf: '529.982.247-25' })).status).toBe(200);
    const taken = await c.post('/api/patients', { ...ana, cpf: '52998224725' });
    expect([taken.status, taken.body.message]).toEqual([409, 'CPF já cadastrado']);
    for (const [method, url] of [
      ['PUT', '/api/patients/2147483648'],
      ['PUT', '/api/patients/abc'],
      ['GET', '/api/patients/0/related-data'],
      ['GET', '/api/appointments/patient/99999999999'],
      ['GET', '/api/patients?limit=abc'],
      ['GET', '/api/patients?firstAppointmentFrom=2026-02-30'],
      ['GET', '/api/patients?dysfunctions=Outra'],
      ['GET', `/api/patients?search=${'x'.repeat(101)}`],
    ] as const) {
      const res = await c.request(method, url, method === 'PUT' ? { firstName: 'A' } : undefined);
      expect(res.status, `${method} ${url}`).toBe(400);
    }
    expect((await c.put('/api/patients/999', { firstName: 'A' })).status).toBe(404);
  });

  it('answers 401 signed out and 403 per the Roles table', async () => {
    const anonymous = new RestClient(server.baseUrl);
    expect((await anonymous.get('/api/patients')).status).toBe(401);
    expect((await anonymous.post('/api/patients', ana)).status).toBe(401);
    const { c: admin } = await signedIn('admin');
    const id = (await admin.post('/api/patients', ana)).body.id as number;
    for (const role of ['financeiro', 'lider'] as const) {
      const { c } = await signedIn(role);
      expect((await c.get('/api/patients')).status).toBe(200);
      expect((await c.post('/api/patients', ana)).status).toBe(403);
      expect((await c.post('/api/patients/quick', ana)).status).toBe(403);
      expect((await c.put(`/api/patients/${id}`, { firstName: 'X' })).status).toBe(403);
    }
    for (const role of ['recepcionista', 'physiotherapist', 'financeiro', 'lider'] as const) {
      const { c } = await signedIn(role);
      expect((await c.delete(`/api/patients/${id}?forceCascade=true`)).status).toBe(403);
    }
  });
});
