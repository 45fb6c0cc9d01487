import { seedUser } from '@clinic/api/testing';
import type { Role } from '@clinic/domain';
import { describe, expect, it } from 'vitest';

import { useTestServer } from '../testing/test-hooks';
import { RestClient } from '../testing/test-server';

const { tdb, server, signedIn: signInAs } = useTestServer();
const signedIn = async (role: Role = 'recepcionista') => (await signInAs(role)).client;

async function clinic() {
  const physio = await seedUser(tdb.db, { role: 'physiotherapist', firstName: 'Juliana', lastName: 'Prado', color: '#e64980' });
  const rooms = await tdb.db.insertInto('rooms').values([{ name: 'Sala 1' }, { name: 'Sala 2' }]).returningAll().execute();
  const patient = await tdb.db
    .insertInto('patients')
    .values({ firstName: 'Ana', lastName: 'Souza', phone: '(11) 98765-4321', birthDate: '1990-05-10' })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { physio, rooms, patient };
}

describe('appointments over REST', () => {
  it('documents every path of spec §7 Appointments, literal paths before {id}', async () => {
    const doc = (await new RestClient(server.baseUrl).get('/api/openapi.json')).body;
    const paths = Object.keys(doc.paths).map((p) => p.replace(/^\/api/, ''));
    for (const p of [
      '/appointments',
      '/appointments/{id}',
      '/appointments/check-conflict',
      '/appointments/check-physiotherapist-conflict',
      '/appointments/check-patient-conflict',
      '/appointments/batch',
      '/appointments/patient/{id}',
      '/appointments/{id}/attendance',
      '/dashboard/upcoming',
    ]) {
      expect(paths).toContain(p);
    }
    const list = doc.paths['/appointments'] ?? doc.paths['/api/appointments'];
    expect(list.get.description).toContain('200');
    // The conflict checks need the slot: the document says so (it marked date and time optional).
    for (const [path, id] of [
      ['/appointments/check-conflict', 'roomId'],
      ['/appointments/check-physiotherapist-conflict', 'physiotherapistId'],
      ['/appointments/check-patient-conflict', 'patientId'],
    ]) {
      const parameters = doc.paths[path!].get.parameters as { name: string; required?: boolean; schema: unknown }[];
      const required = parameters.filter((p) => p.required).map((p) => p.name);
      expect(required.sort()).toEqual([id, 'date', 'time'].sort());
      // The id is documented as the integer it takes, though the check reads its digits (#20.7).
      expect(parameters.find((p) => p.name === id)?.schema).toEqual({ type: 'integer', minimum: 1, maximum: 2_147_483_647 });
    }
  });

  it('books, lists by day, week and from today, checks conflicts, edits and cancels', async () => {
    const c = await signedIn();
    const { physio, rooms, patient } = await clinic();
    const body = { patientId: patient.id, physiotherapistId: physio.id, roomId: rooms[1]!.id, date: '2026-11-24', time: '10:00' };
    const created = await c.post('/api/appointments', body);
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      id: 1,
      ...body,
      status: 'scheduled',
      type: 'consulta',
      paymentPercentage: 0,
      reminderDays: 1,
      notes: null,
      patient: { firstName: 'Ana', lastName: 'Souza' },
      physiotherapist: { firstName: 'Juliana', lastName: 'Prado', color: '#e64980' },
      room: { name: 'Sala 2' },
    });

    expect((await c.get('/api/appointments?date=2026-11-24')).body).toHaveLength(1);
    expect((await c.get('/api/appointments?date=2026-11-25')).body).toEqual([]);
    expect((await c.get('/api/appointments?startDate=2026-11-23&endDate=2026-11-27')).body).toHaveLength(1);
    expect((await c.get(`/api/appointments?startDate=2026-11-23&endDate=2026-11-27&roomId=${rooms[0]!.id}`)).body).toEqual([]);
    expect((await c.get(`/api/appointments?date=2026-11-24&physiotherapistId=${physio.id}`)).body).toHaveLength(1);
    expect(Array.isArray((await c.get('/api/appointments')).body)).toBe(true);

    const room = await c.get(`/api/appointments/check-conflict?roomId=${rooms[1]!.id}&date=2026-11-24&time=10:00`);
    expect(room.status).toBe(200);
    expect(room.body).toMatchObject({
      hasConflict: true,
      conflict: { id: 1 },
      message: 'Já existe um agendamento para 10:00 do dia 24/11/2026 na sala selecionada',
    });
    expect((await c.get(`/api/appointments/check-conflict?roomId=${rooms[0]!.id}&date=2026-11-24&time=10:00`)).body).toEqual({
      hasConflict: false,
      conflict: null,
      message: null,
    });
    const busy = await c.get(`/api/appointments/check-physiotherapist-conflict?physiotherapistId=${physio.id}&date=2026-11-24&time=10:00`);
    expect(busy.body).toMatchObject({ hasConflict: true, message: 'Juliana já tem um compromisso às 10:00' });
    const self = await c.get(
      `/api/appointments/check-physiotherapist-conflict?physiotherapistId=${physio.id}&date=2026-11-24&time=10:00&excludeId=1`,
    );
    expect(self.body.hasConflict).toBe(false);

    const taken = await c.post('/api/appointments', { ...body, roomId: rooms[0]!.id });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ code: 'CONFLICT', message: 'Juliana já tem um compromisso às 10:00' });

    // The same patient with another physiotherapist in another room at the same hour: 409 too.
    const renata = await seedUser(tdb.db, { role: 'physiotherapist', firstName: 'Renata' });
    const twice = await c.post('/api/appointments', { ...body, physiotherapistId: renata.id, roomId: rooms[0]!.id });
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({ code: 'CONFLICT', message: 'Paciente já tem um agendamento às 10:00' });
    const patientBusy = await c.get(`/api/appointments/check-patient-conflict?patientId=${patient.id}&date=2026-11-24&time=10:00`);
    expect(patientBusy.body).toMatchObject({ hasConflict: true, conflict: { id: 1 }, message: 'Paciente já tem um agendamento às 10:00' });

    // Any whole percentage from 0 to 100 (spec §5); 101 is a 400.
    expect((await c.put('/api/appointments/1', { paymentPercentage: 30 })).body).toMatchObject({ paymentPercentage: 30 });
    const over = await c.put('/api/appointments/1', { paymentPercentage: 101 });
    expect(over.status).toBe(400);
    expect(JSON.stringify(over.body)).toContain('Pagamento deve ser um número inteiro de 0 a 100');

    const edited = await c.put('/api/appointments/1', { time: '11:00', status: 'completed', paymentPercentage: 100 });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ id: 1, time: '11:00', status: 'completed', paymentPercentage: 100 });
    expect((await c.put('/api/appointments/1', {})).body).toEqual(edited.body);
    expect((await c.get('/api/appointments/1')).body).toEqual(edited.body);

    const cancelled = await c.delete('/api/appointments/1');
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ id: 1, status: 'cancelled' });
    expect((await c.get('/api/appointments?date=2026-11-24')).body).toEqual([]);
    expect((await c.get('/api/appointments?date=2026-11-24&includeCancelled=true')).body).toHaveLength(1);
    expect((await c.get('/api/appointments/patient/1')).body).toHaveLength(1);
  });

  it('records attendance on PUT /api/appointments/{id}/attendance, the spec status following (#23)', async () => {
    const c = await signedIn();
    const { physio, rooms, patient } = await clinic();
    const body = { patientId: patient.id, physiotherapistId: physio.id, roomId: rooms[0]!.id, date: '2030-03-04', time: '10:00' };
    const { id } = (await c.post('/api/appointments', body)).body as { id: number };
    expect((await c.get(`/api/appointments/${id}`)).body).toMatchObject({ status: 'scheduled', attendanceStatus: 'agendado', cancelReason: null });
    const arrived = await c.put(`/api/appointments/${id}/attendance`, { attendanceStatus: 'presente' });
    expect(arrived.status).toBe(200);
    expect(arrived.body).toMatchObject({ id, status: 'scheduled', attendanceStatus: 'presente' });
    const noReason = await c.put(`/api/appointments/${id}/attendance`, { attendanceStatus: 'cancelado_paciente' });
    expect(noReason.status).toBe(400);
    expect(noReason.body).toMatchObject({ message: 'Informe o motivo do cancelamento' });
    expect((await c.put(`/api/appointments/${id}/attendance`, { attendanceStatus: 'talvez' })).status).toBe(400);
    const cancelled = await c.put(`/api/appointments/${id}/attendance`, { attendanceStatus: 'cancelado_paciente', reason: 'doença', note: 'Gripe' });
    expect(cancelled.body).toMatchObject({
      status: 'cancelled',
      attendanceStatus: 'cancelado_paciente',
      cancelReason: 'doenca',
      cancelNote: 'Gripe',
      cancelledBy: 'paciente',
    });
    // The slot is free again for a spec client.
    expect((await c.post('/api/appointments', body)).status).toBe(200);
    expect((await c.put('/api/appointments/999999/attendance', { attendanceStatus: 'presente' })).status).toBe(404);
    const financeiro = await signedIn('financeiro');
    expect((await financeiro.put(`/api/appointments/${id}/attendance`, { attendanceStatus: 'presente' })).status).toBe(403);
  });

  it('books a batch all or none, naming the row that collided', async () => {
    const c = await signedIn();
    const { physio, rooms, patient } = await clinic();
    const row = { patientId: patient.id, physiotherapistId: physio.id, roomId: rooms[0]!.id, date: '2026-11-24', time: '10:00' };
    const clash = await c.post('/api/appointments/batch', { appointments: [row, { ...row, time: '11:00' }, { ...row, time: '10:00', roomId: rooms[1]!.id }] });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe('Atendimento 3: Juliana já tem um compromisso às 10:00');
    expect((await c.get('/api/appointments?date=2026-11-24')).body).toEqual([]);
    const ok = await c.post('/api/appointments/batch', { appointments: [row, { ...row, date: '2026-12-01' }] });
    expect(ok.status).toBe(200);
    expect(ok.body.map((a: { date: string }) => a.date)).toEqual(['2026-11-24', '2026-12-01']);
  });

  it('reads the conflict checks’ ids only as decimal digits: 0x1, 1e0, " 1", 01, 1.0 are a 400 naming the field (#20.7)', async () => {
    const c = await signedIn();
    const { physio, rooms, patient } = await clinic();
    const slot = 'date=2026-11-24&time=10:00';
    const checks = [
      ['check-conflict', 'roomId', rooms[0]!.id, 'Sala inválida: roomId deve ser um número inteiro positivo, só com dígitos'],
      ['check-physiotherapist-conflict', 'physiotherapistId', physio.id, 'Fisioterapeuta inválido: physiotherapistId deve ser um número inteiro positivo, só com dígitos'],
      ['check-patient-conflict', 'patientId', patient.id, 'Paciente inválido: patientId deve ser um número inteiro positivo, só com dígitos'],
    ] as const;
    for (const [path, field, id, message] of checks) {
      const good = await c.get(`/api/appointments/${path}?${field}=${id}&${slot}`);
      expect(good.status, `${path} ${field}=${id}`).toBe(200);
      expect(good.body).toEqual({ hasConflict: false, conflict: null, message: null });
      for (const bad of ['0x1', '1e0', '%201', '1%20', '01', '1.0', '+1', '-1', 'um', '99999999999']) {
        const reply = await c.get(`/api/appointments/${path}?${field}=${bad}&${slot}`);
        expect(reply.status, `${path} ${field}=${bad}`).toBe(400);
        expect(reply.body.message, `${path} ${field}=${bad}`).toBe(message);
      }
    }
    // A missing, empty or zero id is still 'required' (the §5 message), as before.
    expect((await c.get(`/api/appointments/check-conflict?roomId=&${slot}`)).body.message).toBe('Sala é obrigatória');
    expect((await c.get(`/api/appointments/check-conflict?roomId=0&${slot}`)).body.message).toBe('Sala é obrigatória');
    expect((await c.get(`/api/appointments/check-patient-conflict?${slot}`)).body.message).toBe('Por favor, selecione um paciente para o agendamento');
  });

  it('answers 400 with the §5 message, 401 and 403', async () => {
    const c = await signedIn();
    const { physio, rooms } = await clinic();
    const base = { patientId: 0, physiotherapistId: physio.id, roomId: rooms[0]!.id, date: '2026-11-24', time: '10:00' };
    const cases: [unknown, string][] = [
      [{ ...base, date: '' }, 'Data é obrigatória'],
      [{ ...base, time: '' }, 'Horário é obrigatório'],
      [{ ...base, roomId: 0 }, 'Sala é obrigatória'],
      [{ ...base, patientId: -3 }, 'PatientId deve ser 0 para bloqueio ou um ID válido para agendamento'],
      [{ ...base, patientId: undefined }, 'Por favor, selecione um paciente para o agendamento'],
      [{ ...base, time: '07:00' }, 'Horário inválido: escolha um horário da grade, de 08:00 a 19:00, de hora em hora'],
      [{ ...base, date: '2026-02-30' }, 'Data inválida (use aaaa-mm-dd)'],
      [{ ...base, physiotherapistId: 2_147_483_648 }, 'Fisioterapeuta é obrigatório'],
      [{ ...base, notes: 'a\u0000b' }, 'Caractere inválido'],
      [{ ...base, patientId: 999 }, 'Por favor, selecione um paciente para o agendamento'],
    ];
    for (const [body, message] of cases) {
      const reply = await c.post('/api/appointments', body);
      expect(reply.status, message).toBe(400);
      expect(reply.body.message).toBe(message);
    }
    expect((await c.get('/api/appointments/check-conflict?date=2026-11-24&time=10:00')).body.message).toBe('Sala é obrigatória');
    expect((await c.get('/api/appointments/check-conflict?roomId=1&date=2026-11-24&time=10:30')).status).toBe(400);
    expect((await c.get('/api/appointments/check-conflict?roomId=1&time=10:00')).body.message).toBe('Data é obrigatória');
    expect((await c.get('/api/appointments/check-conflict?roomId=1&date=&time=10:00')).body.message).toBe('Data é obrigatória');
    expect((await c.get('/api/appointments/check-physiotherapist-conflict?physiotherapistId=1&date=2026-11-24&time=')).body.message).toBe(
      'Horário é obrigatório',
    );
    expect((await c.get('/api/appointments/99999999999')).status).toBe(400);
    expect((await c.get('/api/appointments/99')).status).toBe(404);
    expect((await c.get('/api/appointments?startDate=2026-11-23')).status).toBe(400);

    expect((await new RestClient(server.baseUrl).get('/api/appointments')).status).toBe(401);
    for (const role of ['financeiro', 'lider'] as const) {
      const refused = await signedIn(role);
      expect((await refused.get('/api/appointments?date=2026-11-24')).status).toBe(200);
      expect((await refused.post('/api/appointments', base)).status).toBe(403);
      expect((await refused.post('/api/appointments/batch', { appointments: [base] })).status).toBe(403);
      expect((await refused.put('/api/appointments/1', { notes: 'x' })).status).toBe(403);
      expect((await refused.delete('/api/appointments/1')).status).toBe(403);
    }
  });
});
