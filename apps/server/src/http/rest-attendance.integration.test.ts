import { seedUser } from '@clinic/api/testing';
import type { Role } from '@clinic/domain';
import { describe, expect, it } from 'vitest';

import { useTestServer } from '../testing/test-hooks';
import { RestClient } from '../testing/test-server';

const { tdb, server, signedIn: signInAs } = useTestServer();
const signedIn = async (role: Role = 'recepcionista') => (await signInAs(role)).client;

async function clinic() {
  const physio = await seedUser(tdb.db, { role: 'physiotherapist', firstName: 'Juliana', lastName: 'Prado' });
  const [room] = await tdb.db.insertInto('rooms').values([{ name: 'Sala 1' }]).returningAll().execute();
  const [patient] = await tdb.db
    .insertInto('patients')
    .values({ firstName: 'Ana', lastName: 'Souza', phone: '(11) 98765-4321', birthDate: '1990-05-10', origin: 'Instagram' })
    .returningAll()
    .execute();
  const at = (date: string, time: string, attendanceStatus: string) =>
    tdb.db.insertInto('appointments').values({ patientId: patient!.id, physiotherapistId: physio.id, roomId: room!.id, date, time, attendanceStatus }).execute();
  return { physio, patient: patient!, at };
}

describe('attendance over REST (#23)', () => {
  it('documents the report, the unrecorded list, the policy and the no-show count', async () => {
    const doc = (await new RestClient(server.baseUrl).get('/api/openapi.json')).body;
    const paths = Object.keys(doc.paths).map((p) => p.replace(/^\/api/, ''));
    for (const p of ['/reports/attendance', '/attendance/unrecorded', '/attendance/policy', '/patients/{id}/no-shows']) expect(paths).toContain(p);
    const report = doc.paths['/reports/attendance'] ?? doc.paths['/api/reports/attendance'];
    expect(report.get.description).toContain('exceto os cancelados pela clínica (cancelado_clinica) e os remarcados');
    const required = (report.get.parameters as { name: string; required?: boolean }[]).filter((p) => p.required).map((p) => p.name);
    expect(required.sort()).toEqual(['endDate', 'startDate']);
  });

  it('answers GET /api/reports/attendance with the rates, 400 on a bad period and 403 outside the Roles row', async () => {
    const { physio, at } = await clinic();
    await at('2030-03-04', '09:00', 'faltou');
    await at('2030-03-05', '09:00', 'atendido');
    await at('2030-03-06', '09:00', 'cancelado_tarde');
    await at('2030-03-07', '09:00', 'cancelado_clinica');
    const financeiro = await signedIn('financeiro');
    const ok = await financeiro.get('/api/reports/attendance?startDate=2030-03-04&endDate=2030-03-10');
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({
      total: { base: 3, noShows: 1, lateCancels: 1, noShowRate: 0.3333, lateCancelRate: 0.3333 },
      byPhysiotherapist: [{ physiotherapistId: physio.id, name: 'Juliana Prado', base: 3 }],
      byOrigin: [{ origin: 'Instagram', base: 3 }],
    });
    expect((await financeiro.get('/api/reports/attendance?startDate=2030-03-10&endDate=2030-03-04')).status).toBe(400);
    const missing = await financeiro.get('/api/reports/attendance?startDate=2030-03-04');
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ message: 'Informe a data final' });
    expect((await financeiro.get('/api/reports/attendance?startDate=04/03/2030&endDate=2030-03-10')).status).toBe(400);
    const reception = await signedIn('recepcionista');
    expect((await reception.get('/api/reports/attendance?startDate=2030-03-04&endDate=2030-03-10')).status).toBe(403);
    expect((await new RestClient(server.baseUrl).get('/api/reports/attendance?startDate=2030-03-04&endDate=2030-03-10')).status).toBe(401);
  });

  it("answers 'Sem registro', the policy and a patient's no-shows to the roles allowed", async () => {
    const { patient } = await clinic();
    const reception = await signedIn('recepcionista');
    const unrecorded = await reception.get('/api/attendance/unrecorded');
    expect(unrecorded.status).toBe(200);
    expect(unrecorded.body).toMatchObject({ total: 0, appointments: [] });
    expect((await reception.get('/api/attendance/policy')).body).toEqual({ lateCancelHours: 24 });
    const noShows = await reception.get(`/api/patients/${patient.id}/no-shows`);
    expect(noShows.body).toEqual({ patientId: patient.id, count: 0, days: 90, flagged: false });
    expect((await reception.get('/api/patients/999999/no-shows')).status).toBe(404);
    const financeiro = await signedIn('financeiro');
    expect((await financeiro.get('/api/attendance/unrecorded')).status).toBe(403);
    expect((await financeiro.get('/api/attendance/policy')).status).toBe(403);
    expect((await financeiro.get(`/api/patients/${patient.id}/no-shows`)).status).toBe(200);
  });
});
