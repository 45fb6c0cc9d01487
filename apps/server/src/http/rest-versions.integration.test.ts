/**
 * Optimistic locking over REST (issue 20, point 8): PUT bodies may carry the `version` the client
 * read; a stale one answers 409 with the catalogue's sentence and changes nothing; without it the
 * last write wins, as for every REST client written before versions existed.
 */
import { seedUser } from '@clinic/api/testing';
import { describe, expect, it } from 'vitest';

import { useTestServer } from '../testing/test-hooks';
import { RestClient, signedInClient } from '../testing/test-server';

const { tdb, server } = useTestServer();

const STALE = {
  code: 'CONFLICT',
  message: 'Este registro foi alterado por outra pessoa. Recarregue para ver a versão atual.',
};

async function appointment() {
  const physio = await seedUser(tdb.db, { role: 'physiotherapist' });
  const room = await tdb.db.insertInto('rooms').values({ name: 'Sala 1' }).returning('id').executeTakeFirstOrThrow();
  const patient = await tdb.db
    .insertInto('patients')
    .values({ firstName: 'Ana', lastName: 'Souza', phone: '(11) 98765-4321', birthDate: '1990-05-10' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return tdb.db
    .insertInto('appointments')
    .values({ patientId: patient.id, physiotherapistId: physio.id, roomId: room.id, date: '2026-12-01', time: '09:00' })
    .returning('id')
    .executeTakeFirstOrThrow();
}

describe('versions over REST', () => {
  it('PUT /api/appointments/{id}: a stale version gets 409 and changes nothing; a fresh one raises it; none overwrites', async () => {
    const { id } = await appointment();
    const reception = (await signedInClient(server, tdb.db, 'recepcionista')).client;
    const physio = (await signedInClient(server, tdb.db, 'physiotherapist')).client;

    const opened = await reception.get(`/api/appointments/${id}`);
    expect(opened.body.version).toBe(1);
    expect((await physio.get(`/api/appointments/${id}`)).body.version).toBe(1);

    // The physiotherapist records the payment first.
    const paid = await physio.put(`/api/appointments/${id}`, { paymentPercentage: 100, notes: 'Pago no PIX', version: 1 });
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ paymentPercentage: 100, notes: 'Pago no PIX', version: 2 });

    // The receptionist saves the form she opened before: refused, the payment stays.
    const stale = await reception.put(`/api/appointments/${id}`, { notes: 'Remarcar', paymentPercentage: 0, version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject(STALE);
    expect((await reception.get(`/api/appointments/${id}`)).body).toEqual(paid.body);

    // Reloaded, she saves at version 2.
    const fresh = await reception.put(`/api/appointments/${id}`, { notes: 'Pago no PIX; remarcar', version: 2 });
    expect(fresh.status).toBe(200);
    expect(fresh.body).toMatchObject({ notes: 'Pago no PIX; remarcar', paymentPercentage: 100, version: 3 });

    // A client that sends no version writes as before.
    const blind = await reception.put(`/api/appointments/${id}`, { notes: 'Sem versão' });
    expect(blind.status).toBe(200);
    expect(blind.body).toMatchObject({ notes: 'Sem versão', version: 4 });

    for (const version of [0, -1, 1.5, '2']) {
      const bad = await reception.put(`/api/appointments/${id}`, { notes: 'x', version });
      expect(bad.status, `version ${JSON.stringify(version)}`).toBe(400);
    }
    expect((await reception.get(`/api/appointments/${id}`)).body.version).toBe(4);
  });

  it('every versioned record over REST: stale PUT 409, fresh PUT 200', async () => {
    const admin = (await signedInClient(server, tdb.db, 'admin')).client;
    const { id: appointmentId } = await appointment();
    const [patient] = await tdb.db.selectFrom('patients').select('id').execute();
    const lead = await tdb.db
      .insertInto('leads')
      .values({ name: 'Carla', whatsapp: '(11) 98888-0000', origin: 'Instagram', date: '2026-11-20' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const user = await seedUser(tdb.db, { role: 'recepcionista' });
    const service = await tdb.db.insertInto('services').values({ name: 'Avaliação', price: '150.00' }).returning('id').executeTakeFirstOrThrow();
    const [room] = await tdb.db.selectFrom('rooms').select('id').execute();
    for (const [path, body] of [
      [`/api/appointments/${appointmentId}`, { notes: 'Nota' }],
      [`/api/patients/${patient!.id}`, { city: 'Santos' }],
      [`/api/leads/${lead.id}`, { origin: 'Site' }],
      [`/api/users/${user.id}`, { lastName: 'Nova' }],
      [`/api/services/${service.id}`, { name: 'Reavaliação' }],
      [`/api/rooms/${room!.id}`, { name: 'Sala Nova' }],
    ] as const) {
      const ok = await admin.put(path, { ...body, version: 1 });
      expect(ok.status, path).toBe(200);
      expect(ok.body.version, path).toBe(2);
      const stale = await admin.put(path, { ...body, version: 1 });
      expect(stale.status, path).toBe(409);
      expect(stale.body, path).toMatchObject(STALE);
    }
  });

  it('the OpenAPI document shows version on the six records and on their update bodies', async () => {
    const doc = (await new RestClient(server.baseUrl).get('/api/openapi.json')).body;
    interface Schema {
      $ref?: string;
      properties: Record<string, unknown>;
      required?: string[];
    }
    const resolve = (schema: Schema): Schema => (schema.$ref ? resolve(doc.components.schemas[schema.$ref.split('/').pop()!]) : schema);
    for (const path of ['/appointments/{id}', '/patients/{id}', '/leads/{id}', '/users/{id}', '/services/{id}', '/rooms/{id}']) {
      const put = (doc.paths[path] ?? doc.paths[`/api${path}`]).put;
      const request = resolve(put.requestBody.content['application/json'].schema);
      expect(request.properties.version, path).toMatchObject({ type: 'integer', exclusiveMinimum: 0 });
      expect(request.required ?? [], path).not.toContain('version');
      const response = resolve(put.responses['200'].content['application/json'].schema);
      expect(response.properties.version, path).toMatchObject({ type: 'integer' });
      expect(response.required, path).toContain('version');
    }
  });
});
