/**
 * #27 over HTTP: the consents, holder requests and incidents paths as the issue writes them, their
 * statuses and Portuguese 400s, the roles, and the OpenAPI document.
 */
import { seedPatients } from '@clinic/db/testing';
import { describe, expect, it } from 'vitest';

import { useTestServer } from '../testing/test-hooks';
import { RestClient } from '../testing/test-server';

const { tdb, server, signedIn } = useTestServer();

async function seedPatientAndLead() {
  const [patientId] = await seedPatients(tdb.db, [{ firstName: 'Ana', lastName: 'Souza', phone: '(11) 99999-8888', birthDate: '1990-01-01' }]);
  const lead = await tdb.db
    .insertInto('leads')
    .values({ name: 'Bia Lima', whatsapp: '(11) 98888-7777', origin: 'Instagram', date: '2026-11-20' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { patientId: patientId!, leadId: lead.id };
}

describe('LGPD over REST', () => {
  it('records, lists and revokes consents of patients and leads; a body-less revoke works', async () => {
    const { patientId, leadId } = await seedPatientAndLead();
    const { client } = await signedIn('recepcionista');
    const created = await client.post(`/api/patients/${patientId}/consents`, { purpose: 'exame_intracavitario', method: 'formulario' });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ patientId, purpose: 'exame_intracavitario', textVersion: 1, method: 'formulario', revokedAt: null });
    expect((await client.get(`/api/patients/${patientId}/consents`)).body).toHaveLength(1);
    const lead = await client.post(`/api/leads/${leadId}/consents`, { purpose: 'marketing', method: 'whatsapp' });
    expect(lead.status).toBe(200);
    expect((await client.get(`/api/leads/${leadId}/consents`)).body).toEqual([lead.body]);

    const revoked = await client.post(`/api/consents/${created.body.id}/revoke`);
    expect(revoked.status).toBe(200);
    expect(revoked.body.revokedAt).not.toBeNull();
    expect((await client.post(`/api/consents/${created.body.id}/revoke`)).status).toBe(409);

    const bad = await client.post(`/api/patients/${patientId}/consents`, { purpose: 'marketing' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('Selecione como o consentimento foi dado');
    expect((await client.get('/api/patients/abc/consents')).status).toBe(400);

    const { client: finance } = await signedIn('financeiro');
    expect((await finance.get(`/api/patients/${patientId}/consents`)).status).toBe(403);
  });

  it('registers and answers holder requests and incidents, for the admin only', async () => {
    const { patientId } = await seedPatientAndLead();
    const { client } = await signedIn('admin');
    const request = await client.post('/api/privacy-requests', { type: 'portabilidade', patientId, receivedOn: '2026-11-20' });
    expect(request.status).toBe(200);
    expect(request.body).toMatchObject({ holderName: 'Ana Souza', receivedOn: '2026-11-20', dueOn: '2026-12-05', status: 'aberta' });
    const answered = await client.put(`/api/privacy-requests/${request.body.id}`, { status: 'respondida', answer: 'Arquivo JSON entregue.' });
    expect(answered.status).toBe(200);
    expect(answered.body.status).toBe('respondida');
    expect((await client.put(`/api/privacy-requests/${request.body.id}`, { status: 'recusada', answer: '' })).status).toBe(400);
    expect((await client.get('/api/privacy-requests?open=true')).body).toEqual([]);

    const incident = await client.post('/api/incidents', {
      description: 'Planilha enviada ao grupo errado',
      discoveredAt: '2026-11-20T09:00:00-03:00',
      dataAffected: 'Nome e telefone',
      holdersAffected: '12 pacientes',
      risk: 'medio',
    });
    expect(incident.status).toBe(200);
    expect(incident.body.anpdDueOn).toBe('2026-11-25'); // Friday 20/11 is a holiday: Mon, Tue, Wed.
    const updated = await client.put(`/api/incidents/${incident.body.id}`, { measures: 'Mensagem apagada do grupo' });
    expect(updated.status).toBe(200);
    expect((await client.get('/api/incidents')).body).toHaveLength(1);

    const { client: manager } = await signedIn('manager');
    expect((await manager.get('/api/privacy-requests')).status).toBe(403);
    expect((await manager.post('/api/incidents', {})).status).toBe(403);
    expect((await new RestClient(server.baseUrl).get('/api/incidents')).status).toBe(401);
  });

  it('are in the OpenAPI document at the issue\'s paths', async () => {
    const document = (await new RestClient(server.baseUrl).get('/api/openapi.json')).body;
    for (const [path, methods] of Object.entries({
      '/patients/{id}/consents': ['get', 'post'],
      '/leads/{id}/consents': ['get', 'post'],
      '/consents/{id}/revoke': ['post'],
      '/privacy-requests': ['get', 'post'],
      '/privacy-requests/{id}': ['put'],
      '/incidents': ['get', 'post'],
      '/incidents/{id}': ['put'],
    })) {
      expect(Object.keys(document.paths[path] ?? {}).sort(), path).toEqual(expect.arrayContaining(methods));
    }
  });
});
