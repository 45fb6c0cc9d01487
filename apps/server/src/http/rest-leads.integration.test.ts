import type { Role } from '@clinic/domain';
import { describe, expect, it } from 'vitest';

import { useTestServer } from '../testing/test-hooks';
import { RestClient, signedInClient } from '../testing/test-server';

const { tdb, server } = useTestServer();

async function signedIn(role: Role = 'recepcionista') {
  const { client: c, user } = await signedInClient(server, tdb.db, role);
  return { c, user };
}

const ana = { name: 'Ana Souza', whatsapp: '(11) 98765-4321', origin: 'FB ENDOMETRIOSE', date: '2026-05-01' };

describe('leads over REST', () => {
  it('documents every path of spec §7 Leads in the OpenAPI document', async () => {
    const doc = (await new RestClient(server.baseUrl).get('/api/openapi.json')).body;
    const paths = doc.paths as Record<string, Record<string, { description?: string }>>;
    const at = (p: string) => paths[p] ?? paths[`/api${p}`];
    expect(Object.keys(at('/leads')!)).toEqual(expect.arrayContaining(['get', 'post']));
    expect(Object.keys(at('/leads/{id}')!)).toEqual(expect.arrayContaining(['get', 'put', 'delete']));
    expect(Object.keys(at('/leads/{id}/convert')!)).toEqual(['patch']);
    expect(Object.keys(at('/leads/{id}/unconvert')!)).toEqual(['patch']);
    expect(Object.keys(at('/leads/summary')!)).toEqual(['get']);
    expect(Object.keys(at('/leads/by-whatsapp')!)).toEqual(['get']);
    expect(at('/leads')!.get!.description).toContain('{ total, items, summary }');
  });

  it('creates, lists (array, or a page with summary), updates, converts and unconverts without a body, deletes', async () => {
    const { c } = await signedIn('lider');
    const created = await c.post('/api/leads', ana);
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ id: 1, status: 'PENDENTE', conversionDate: null, patientId: null, date: '2026-05-01' });
    await c.post('/api/leads', { ...ana, name: 'Bia Lima', whatsapp: '(21) 3456-7890', origin: 'google', date: '2026-05-03' });

    const all = await c.get('/api/leads');
    expect(all.status).toBe(200);
    expect(all.body.map((l: { name: string }) => l.name)).toEqual(['Bia Lima', 'Ana Souza']);
    expect((await c.get('/api/leads?search=%20fb%20endometriose%20')).body).toHaveLength(1);
    expect((await c.get(`/api/leads?search=${encodeURIComponent('(21) 3456-7890')}`)).body).toHaveLength(1);
    expect((await c.get('/api/leads?search=&startDate=&endDate=2026-05-02')).body).toHaveLength(1);

    const convert = await c.request('PATCH', '/api/leads/1/convert');
    expect(convert.status).toBe(200);
    expect(convert.body).toMatchObject({ firstName: 'Ana', lastName: 'Souza', patientId: 1, patientCreated: true, lead: { status: 'CONVERTIDO' } });
    expect((await c.get('/api/patients/1')).body).toMatchObject({ firstName: 'Ana', phone: '(11) 98765-4321', maritalStatus: 'single' });
    const twice = await c.request('PATCH', '/api/leads/1/convert');
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({ code: 'CONFLICT', message: 'Este lead já foi convertido em paciente' });

    const page = await c.get('/api/leads?limit=1&offset=0');
    expect(page.body).toMatchObject({ total: 2, items: [{ name: 'Bia Lima' }], summary: { total: 2, pending: 1, converted: 1, conversionRate: 50 } });
    expect((await c.get('/api/leads/summary?startDate=2026-05-02')).body).toEqual({ total: 1, pending: 1, converted: 0, conversionRate: 0 });

    const unconvert = await c.request('PATCH', '/api/leads/1/unconvert');
    expect(unconvert.body).toMatchObject({ id: 1, status: 'PENDENTE', conversionDate: null, patientId: 1 });
    expect((await c.request('PATCH', '/api/leads/1/unconvert')).status).toBe(409);
    expect((await c.request('PATCH', '/api/leads/1/convert')).body).toMatchObject({ patientId: 1, patientCreated: false });

    const updated = await c.put('/api/leads/2', { origin: 'indicacao' });
    expect(updated.body).toMatchObject({ id: 2, origin: 'indicacao', name: 'Bia Lima' });
    expect((await c.put('/api/leads/2', {})).body).toEqual(updated.body);

    expect((await c.delete('/api/leads/2')).status).toBe(200);
    expect((await c.delete('/api/leads/2')).body).toMatchObject({ code: 'NOT_FOUND', message: 'Lead não encontrado' });
    expect((await c.get('/api/leads')).body).toHaveLength(1);
  });

  it('answers 400 with the field and the §5 message; bad ids and filters are 400, never 500', async () => {
    const { c } = await signedIn();
    const bad = await c.post('/api/leads', { ...ana, whatsapp: '11987654321' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ message: 'Formato inválido. Use: (xx) xxxxx-xxxx' });
    expect(JSON.stringify(bad.body.issues ?? bad.body)).toContain('whatsapp');
    expect((await c.post('/api/leads', { ...ana, date: '' })).body).toMatchObject({ message: 'Data é obrigatória' });
    expect((await c.post('/api/leads', { ...ana, whatsapp: '' })).body).toMatchObject({ message: 'WhatsApp é obrigatório' });
    for (const [method, path] of [
      ['PATCH', '/api/leads/abc/convert'],
      ['PATCH', '/api/leads/99999999999/unconvert'],
      ['GET', '/api/leads?startDate=2026-02-30'],
      ['GET', '/api/leads?limit=0'],
      ['PUT', '/api/leads/0'],
    ] as const) {
      expect([method, path, (await c.request(method, path, method === 'PUT' ? {} : undefined)).status]).toEqual([method, path, 400]);
    }
    expect((await c.request('PATCH', '/api/leads/5/convert')).status).toBe(404);
  });

  it('403 for the roles the contract refuses; 401 without a session', async () => {
    const { c: reception } = await signedIn('recepcionista');
    await reception.post('/api/leads', ana);
    expect((await reception.delete('/api/leads/1')).status).toBe(403);
    for (const role of ['physiotherapist', 'financeiro'] as const) {
      const { c } = await signedIn(role);
      for (const [method, path, body] of [
        ['GET', '/api/leads', undefined],
        ['GET', '/api/leads/summary', undefined],
        ['GET', '/api/leads/by-whatsapp?whatsapp=11987654321', undefined],
        ['POST', '/api/leads', ana],
        ['PUT', '/api/leads/1', { name: 'X' }],
        ['DELETE', '/api/leads/1', undefined],
        ['PATCH', '/api/leads/1/convert', undefined],
        ['PATCH', '/api/leads/1/unconvert', undefined],
      ] as const) {
        const reply = await c.request(method, path, body);
        expect([role, method, path, reply.status, reply.body.message]).toEqual([
          role,
          method,
          path,
          403,
          'Você não tem permissão para realizar esta ação.',
        ]);
      }
    }
    expect((await new RestClient(server.baseUrl).get('/api/leads')).status).toBe(401);
  });

  it('GET /leads/by-whatsapp names the leads with a number however written (issue 20, point 14)', async () => {
    const { c } = await signedIn('recepcionista');
    await c.post('/api/leads', ana);
    const found = await c.get(`/api/leads/by-whatsapp?whatsapp=${encodeURIComponent('+55 11 98765-4321')}`);
    expect(found.status).toBe(200);
    expect(found.body).toEqual([{ id: 1, name: 'Ana Souza', whatsapp: '(11) 98765-4321', status: 'PENDENTE', date: '2026-05-01' }]);
    expect((await c.get('/api/leads/by-whatsapp?whatsapp=11987654321&excludeId=1')).body).toEqual([]);
    expect((await c.get('/api/leads/by-whatsapp?whatsapp=119')).body).toEqual([]);
    expect((await c.get('/api/leads/by-whatsapp?whatsapp=11987654321&excludeId=abc')).status).toBe(400);
    expect((await c.get('/api/leads/by-whatsapp')).status).toBe(400);
  });
});
