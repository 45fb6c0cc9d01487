/**
 * The clinical record over REST (issue #22 point 8): the paths in the OpenAPI document, a signed
 * entry refused (409 with the issue's text) by PUT and DELETE, 400 naming the field, 403 for the
 * roles the table refuses, and one access row per read carrying the request's id.
 */
import { CLINICAL_RECORD_TEXT, EXAMPLE_ASSESSMENT, EXAMPLE_EVOLUTION, ROLES, type Role } from '@clinic/domain';
import { describe, expect, it } from 'vitest';

import { useTestServer } from '../testing/test-hooks';
import { documentedPaths, signedInClient } from '../testing/test-server';

const { tdb, server } = useTestServer();

async function physioClient() {
  const { client, user } = await signedInClient(server, tdb.db, 'physiotherapist');
  await tdb.db.updateTable('users').set({ crefito: '123456-F' }).where('id', '=', user.id).execute();
  return { c: client, user };
}

async function seedPatient() {
  return tdb.db
    .insertInto('patients')
    .values({ firstName: 'Ana', lastName: 'Souza', phone: '(11) 98765-4321', birthDate: '1990-05-10' })
    .returningAll()
    .executeTakeFirstOrThrow();
}

describe('clinical record over REST', () => {
  it('documents every path of the record in the OpenAPI document', async () => {
    const paths = await documentedPaths(server.baseUrl);
    const recordPaths = ['/patients/{id}/record', '/patients/{id}/record/print', '/patients/{id}/record-access-log', '/record-templates', '/record-pending'];
    const entryPaths = ['/record-entries/{id}', '/record-entries/{id}/sign', '/record-entries/{id}/addenda'];
    expect(paths).toEqual(expect.arrayContaining([...recordPaths, ...entryPaths]));
  });

  it('writes, signs, refuses every change of the signed entry with 409, and takes an addendum', async () => {
    const { c } = await physioClient();
    const patient = await seedPatient();
    const bad = await c.post(`/api/patients/${patient.id}/record`, {
      kind: 'avaliacao',
      templateId: 'pelvic-assessment',
      content: { answers: { perfect: { power: 9 } } },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.issues).toEqual([
      expect.objectContaining({ path: ['content', 'answers', 'perfect', 'power'], message: 'P — Força (Oxford modificada): deve estar entre 0 e 5' }),
    ]);

    const created = await c.post(`/api/patients/${patient.id}/record`, { kind: 'avaliacao', templateId: 'pelvic-assessment', content: { answers: {} } });
    expect(created.status).toBe(200);
    const id = created.body.id as number;
    const badUpdate = await c.put(`/api/record-entries/${id}`, { content: { answers: { perfect: { endurance: -1 } } } });
    expect(badUpdate.status).toBe(400);
    expect(badUpdate.body.issues?.[0]).toMatchObject({ path: ['content', 'answers', 'perfect', 'endurance'], message: 'E — Sustentação: deve estar entre 0 e 120 s' });
    expect((await c.put(`/api/record-entries/${id}`, { content: EXAMPLE_ASSESSMENT })).status).toBe(200);

    const signed = await c.post(`/api/record-entries/${id}/sign`);
    expect(signed.status).toBe(200);
    expect(signed.body).toMatchObject({ status: 'assinado', signedCrefito: '123456-F', contentHash: expect.stringMatching(/^[0-9a-f]{64}$/) });

    for (const reply of [await c.put(`/api/record-entries/${id}`, { content: { answers: {} } }), await c.delete(`/api/record-entries/${id}`)]) {
      expect(reply.status).toBe(409);
      expect(reply.body.message).toBe(CLINICAL_RECORD_TEXT.signedImmutable);
    }
    const { client: admin } = await signedInClient(server, tdb.db, 'admin');
    expect((await admin.delete(`/api/record-entries/${id}`)).body.message).toBe(CLINICAL_RECORD_TEXT.signedImmutable);
    const deletion = await admin.delete(`/api/patients/${patient.id}?forceCascade=true`);
    expect(deletion.status).toBe(409);
    expect(deletion.body.message).toBe(CLINICAL_RECORD_TEXT.patientHasRecord);

    const noReason = await c.post(`/api/record-entries/${id}/addenda`, { content: 'Correção' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toBe(CLINICAL_RECORD_TEXT.reasonRequired);
    const addendum = await c.post(`/api/record-entries/${id}/addenda`, { reason: 'Erro de digitação', content: 'Oxford 3, não 2.' });
    expect(addendum.status).toBe(200);
    expect(addendum.body).toMatchObject({ kind: 'adendo', parentId: id, status: 'assinado' });

    const timeline = await c.get(`/api/patients/${patient.id}/record`);
    expect(timeline.body.map((e: { id: number }) => e.id)).toEqual([addendum.body.id, id]);
    expect((await c.get(`/api/patients/${patient.id}/record?kind=avaliacao`)).body).toHaveLength(1);
  });

  it('answers 403 to the roles the table refuses, on content and on the access log; null content in their list', async () => {
    const { c } = await physioClient();
    const patient = await seedPatient();
    const { id } = (await c.post(`/api/patients/${patient.id}/record`, { kind: 'avaliacao', templateId: 'pelvic-assessment', content: EXAMPLE_ASSESSMENT })).body;
    for (const role of ROLES) {
      const { client } = await signedInClient(server, tdb.db, role);
      const reads = (['admin', 'manager', 'physiotherapist'] as Role[]).includes(role);
      expect((await client.get(`/api/record-entries/${id}`)).status, role).toBe(reads ? 200 : 403);
      expect((await client.get(`/api/patients/${patient.id}/record/print`)).status, role).toBe(reads ? 200 : 403);
      expect((await client.get(`/api/patients/${patient.id}/record-access-log`)).status, role).toBe(role === 'admin' ? 200 : 403);
      const list = await client.get(`/api/patients/${patient.id}/record`);
      expect(list.status, role).toBe(200);
      expect(list.body.find((e: { id: number }) => e.id === id).content, role).toEqual(reads ? EXAMPLE_ASSESSMENT : null);
      expect(JSON.stringify(list.body), role).toContain(reads ? 'Perda de urina' : '"content":null');
      const write = await client.post(`/api/patients/${patient.id}/record`, { kind: 'evolucao', templateId: 'evolution', content: EXAMPLE_EVOLUTION });
      expect(write.status, role).toBe(reads ? 200 : 403);
    }
  });

  it('writes one access row per read, with the request id the response carries', async () => {
    const { c, user } = await physioClient();
    const patient = await seedPatient();
    const { id } = (await c.post(`/api/patients/${patient.id}/record`, { kind: 'avaliacao', templateId: 'pelvic-assessment', content: EXAMPLE_ASSESSMENT })).body;
    const read = await c.get(`/api/record-entries/${id}`, { 'x-request-id': 'leitura-12345678' });
    expect(read.headers.get('x-request-id')).toBe('leitura-12345678');
    await c.get(`/api/patients/${patient.id}/record/print?entryId=${id}`);
    const rows = await tdb.db.selectFrom('recordAccessLog').selectAll().orderBy('id').execute();
    expect(rows.map((r) => [r.userId, r.role, r.entryId, r.action, r.requestId?.length ? 'id' : null])).toEqual([
      [user.id, 'physiotherapist', id, 'view', 'id'],
      [user.id, 'physiotherapist', id, 'print', 'id'],
    ]);
    expect(rows[0]!.requestId).toBe('leitura-12345678');
    expect(rows[0]!.ipAddress).toBe('127.0.0.1');
  });

  it('lists the templates with their questions', async () => {
    const { client } = await signedInClient(server, tdb.db, 'recepcionista');
    const templates = await client.get('/api/record-templates');
    expect(templates.status).toBe(200);
    expect(templates.body.map((t: { id: string }) => t.id)).toEqual(['pelvic-assessment', 'evolution', 'addendum']);
  });
});
