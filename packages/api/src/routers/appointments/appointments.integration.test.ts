import type { UserRow } from '@clinic/db';
import { useTestDatabase } from '@clinic/db/test-hooks';
import { seedPatients } from '@clinic/db/testing';
import type { Role } from '@clinic/domain';
import { describe, expect, it } from 'vitest';

import { callerFor, expectIssue, seedUser } from '../../testing';

const tdb = useTestDatabase();

const logs = () => tdb.db.selectFrom('systemLogs').selectAll().where('entity', '=', 'appointment').orderBy('id').execute();
const rows = () => tdb.db.selectFrom('appointments').selectAll().orderBy('id').execute();

interface Clinic {
  admin: UserRow;
  juliana: UserRow;
  renata: UserRow;
  rooms: { id: number; name: string }[];
  ana: number;
  bia: number;
}

async function clinic(): Promise<Clinic> {
  const admin = await seedUser(tdb.db, { role: 'admin' });
  const juliana = await seedUser(tdb.db, { role: 'physiotherapist', firstName: 'Juliana', lastName: 'Prado', color: '#e64980' });
  const renata = await seedUser(tdb.db, { role: 'physiotherapist', firstName: 'Renata', lastName: 'Alves', shift: 'tarde' });
  const rooms = await tdb.db
    .insertInto('rooms')
    .values([{ name: 'Sala Fechada', isActive: false }, { name: 'Sala 1' }, { name: 'Sala 2' }])
    .returning(['id', 'name'])
    .execute();
  const [ana, bia] = await seedPatients(tdb.db, [
    { firstName: 'Ana', lastName: 'Souza', phone: '(11) 98765-4321', birthDate: '1990-05-10' },
    { firstName: 'Bia', lastName: 'Lima', phone: '(11) 98765-1111', birthDate: '1985-01-02' },
  ]);
  return { admin, juliana, renata, rooms, ana: ana!, bia: bia! };
}

const DAY = '2026-11-24';

/** Ana at 10:00 on DAY, as a row written before the patient's slot rule (exempt) or under it. */
const anaAtTen = (c: Clinic, physiotherapistId: number, roomId: number, patientSlotExempt: boolean) => ({
  patientId: c.ana,
  physiotherapistId,
  roomId,
  date: DAY,
  time: '10:00',
  patientSlotExempt,
});

describe('appointments procedures', () => {
  it('books with the §9 defaults, nests the names and logs start–end', async () => {
    const c = await clinic();
    const api = callerFor(tdb.db, c.admin);
    const created = await api.appointments.create({
      patientId: c.ana,
      physiotherapistId: c.juliana.id,
      roomId: c.rooms[2]!.id,
      date: DAY,
      time: '08:00',
      notes: '  primeira consulta ',
    });
    expect(created).toMatchObject({
      patientId: c.ana,
      roomId: c.rooms[2]!.id,
      status: 'scheduled',
      type: 'consulta',
      paymentPercentage: 0,
      reminderDays: 1,
      notes: 'primeira consulta',
      patient: { firstName: 'Ana', lastName: 'Souza' },
      physiotherapist: { firstName: 'Juliana', lastName: 'Prado', color: '#e64980' },
      room: { name: 'Sala 2' },
    });
    const [log] = await logs();
    expect(log).toMatchObject({
      action: 'create',
      entityId: created.id,
      userId: c.admin.id,
      description: 'Agendamento criado: Ana Souza com Juliana Prado em 24/11/2026, 08:00–09:00, Sala 2',
    });
  });

  it('puts a block (patientId 0) in the active room with the lowest id, with no patient', async () => {
    const c = await clinic();
    const api = callerFor(tdb.db, c.juliana);
    const block = await api.appointments.create({ patientId: 0, physiotherapistId: c.juliana.id, roomId: c.rooms[2]!.id, date: DAY, time: '12:00' });
    expect(block).toMatchObject({ patientId: null, patient: null, roomId: c.rooms[1]!.id, room: { name: 'Sala 1' } });
    expect((await logs())[0]!.description).toBe('Horário bloqueado: Juliana Prado em 24/11/2026, 12:00–13:00, Sala 1');
    // An appointment turned into a block moves to that room too.
    const other = await api.appointments.create({ patientId: c.ana, physiotherapistId: c.renata.id, roomId: c.rooms[2]!.id, date: DAY, time: '15:00' });
    expect(await api.appointments.update({ id: other.id, patientId: 0 })).toMatchObject({ patientId: null, roomId: c.rooms[1]!.id });
    await tdb.db.updateTable('rooms').set({ isActive: false }).execute();
    await expect(
      api.appointments.create({ patientId: 0, physiotherapistId: c.juliana.id, roomId: 1, date: DAY, time: '09:00' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: 'Nenhuma sala cadastrada. Por favor, cadastre salas primeiro.' });
  });

  it('refuses a taken slot with the §5 sentences (409) and writes nothing', async () => {
    const c = await clinic();
    const api = callerFor(tdb.db, c.admin);
    const base = { patientId: c.ana, physiotherapistId: c.juliana.id, roomId: c.rooms[1]!.id, date: DAY, time: '10:00' };
    await api.appointments.create(base);
    await expect(api.appointments.create({ ...base, roomId: c.rooms[2]!.id })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'Juliana já tem um compromisso às 10:00',
    });
    await expect(api.appointments.create({ ...base, patientId: c.bia, physiotherapistId: c.renata.id })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'Já existe um agendamento para 10:00 do dia 24/11/2026 na sala selecionada',
    });
    // A block holds the slot like an appointment.
    await api.appointments.create({ ...base, patientId: 0, physiotherapistId: c.renata.id, time: '11:00' });
    await expect(api.appointments.create({ ...base, time: '11:00' })).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(await rows()).toHaveLength(2);
    expect(await logs()).toHaveLength(2);
  });

  it('refuses the same patient at the same hour in another room with another physiotherapist (409), like the other two conflicts', async () => {
    const c = await clinic();
    const api = callerFor(tdb.db, c.admin);
    const ana = { patientId: c.ana, physiotherapistId: c.juliana.id, roomId: c.rooms[1]!.id, date: DAY, time: '10:00' };
    const first = await api.appointments.create(ana);
    const elsewhere = { ...ana, physiotherapistId: c.renata.id, roomId: c.rooms[2]!.id };
    await expect(api.appointments.create(elsewhere)).rejects.toMatchObject({ code: 'CONFLICT', message: 'Paciente já tem um agendamento às 10:00' });
    await expect(api.appointments.createBatch({ appointments: [{ ...elsewhere, time: '11:00' }, elsewhere] })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'Atendimento 2: Paciente já tem um agendamento às 10:00',
    });
    // Moving another booking onto Ana's hour, or giving it to Ana, collides too.
    const bia = await api.appointments.create({ ...elsewhere, patientId: c.bia, time: '11:00' });
    await expect(api.appointments.update({ id: bia.id, time: '10:00', patientId: c.ana })).rejects.toMatchObject({
      message: 'Paciente já tem um agendamento às 10:00',
    });
    // Blocks have no patient: Paula may block 10:00 (in room 1) while Ana is booked in room 2.
    await api.appointments.update({ id: first.id, roomId: c.rooms[2]!.id });
    const paula = await seedUser(tdb.db, { role: 'physiotherapist', firstName: 'Paula' });
    await expect(api.appointments.create({ ...elsewhere, patientId: 0, physiotherapistId: paula.id })).resolves.toMatchObject({ patientId: null });
    // The live check names it; cancelling frees the patient's hour.
    expect(await api.appointments.checkPatientConflict({ patientId: c.ana, date: DAY, time: '10:00' })).toMatchObject({
      hasConflict: true,
      conflict: { id: first.id },
      message: 'Paciente já tem um agendamento às 10:00',
    });
    expect((await api.appointments.checkPatientConflict({ patientId: c.ana, date: DAY, time: '10:00', excludeId: first.id })).hasConflict).toBe(false);
    expect((await api.appointments.checkPatientConflict({ patientId: c.bia, date: DAY, time: '10:00' })).hasConflict).toBe(false);
    await api.appointments.cancel({ id: first.id });
    await expect(api.appointments.update({ id: bia.id, time: '10:00', patientId: c.ana })).resolves.toMatchObject({ patientId: c.ana, time: '10:00' });
  });

  it('keeps an overlap from before the patient rule until it is moved, then applies the rule to it', async () => {
    const c = await clinic();
    const api = callerFor(tdb.db, c.admin);
    const at = (physiotherapistId: number, roomId: number, patientSlotExempt: boolean) => anaAtTen(c, physiotherapistId, roomId, patientSlotExempt);
    const [, legacy] = await tdb.db
      .insertInto('appointments')
      .values([at(c.juliana.id, c.rooms[1]!.id, false), at(c.renata.id, c.rooms[2]!.id, true)])
      .returning('id')
      .execute();
    // Paying, completing, writing notes: the kept overlap stays as it is.
    await expect(api.appointments.update({ id: legacy!.id, paymentPercentage: 30, status: 'completed', notes: 'ok' })).resolves.toMatchObject({
      paymentPercentage: 30,
    });
    // Moved to 11:00 it obeys the rule (and is free there); moved back, it is refused.
    await api.appointments.update({ id: legacy!.id, time: '11:00' });
    await expect(api.appointments.update({ id: legacy!.id, time: '10:00' })).rejects.toMatchObject({ message: 'Paciente já tem um agendamento às 10:00' });
    expect((await rows()).map((r) => r.patientSlotExempt)).toEqual([false, false]);
    expect((await logs()).map((l) => l.description)).toEqual([
      'Agendamento atualizado: Ana Souza com Renata Alves em 24/11/2026, 10:00–11:00, Sala 2 (status Agendado → Concluído; pagamento Não pago → Pago 30%; observações)',
      'Agendamento atualizado: Ana Souza com Renata Alves em 24/11/2026, 11:00–12:00, Sala 2 (horário 10:00–11:00 → 11:00–12:00)',
    ]);
  });

  it('keeps a kept overlap\'s slot taken when the booking under the rule is cancelled (#20)', async () => {
    const c = await clinic();
    const api = callerFor(tdb.db, c.admin);
    const at = (physiotherapistId: number, roomId: number, patientSlotExempt: boolean) => anaAtTen(c, physiotherapistId, roomId, patientSlotExempt);
    const [first, legacy] = await tdb.db
      .insertInto('appointments')
      .values([at(c.juliana.id, c.rooms[1]!.id, false), at(c.renata.id, c.rooms[2]!.id, true)])
      .returning(['id', 'version'])
      .execute();
    await api.appointments.cancel({ id: first!.id });
    // Ana still has the kept booking at 10:00: a new one is refused, and the kept row (which took
    // the place under the rule) keeps its version, so whoever is editing it is not sent back.
    await expect(api.appointments.create({ patientId: c.ana, physiotherapistId: c.juliana.id, roomId: c.rooms[1]!.id, date: DAY, time: '10:00' })).rejects.toMatchObject({
      message: 'Paciente já tem um agendamento às 10:00',
    });
    expect((await rows()).map((r) => [r.id, r.patientSlotExempt, r.version])).toEqual([
      [first!.id, false, first!.version + 1],
      [legacy!.id, false, legacy!.version],
    ]);
    await expect(api.appointments.update({ id: legacy!.id, notes: 'ok', version: legacy!.version })).resolves.toMatchObject({ notes: 'ok' });
  });

  it('cancels with DELETE: the row stays cancelled, the slot is free again, logged as cancel', async () => {
    const c = await clinic();
    const api = callerFor(tdb.db, c.admin);
    const base = { patientId: c.ana, physiotherapistId: c.juliana.id, roomId: c.rooms[1]!.id, date: DAY, time: '10:00' };
    const first = await api.appointments.create(base);
    expect(await api.appointments.cancel({ id: first.id })).toMatchObject({ id: first.id, status: 'cancelled' });
    expect(await api.appointments.cancel({ id: first.id })).toMatchObject({ status: 'cancelled' });
    const again = await api.appointments.create({ ...base, patientId: c.bia });
    expect(again.id).not.toBe(first.id);
    expect((await rows()).map((r) => r.status)).toEqual(['cancelled', 'scheduled']);
    expect((await logs()).map((l) => [l.action, l.description])).toEqual([
      ['create', 'Agendamento criado: Ana Souza com Juliana Prado em 24/11/2026, 10:00–11:00, Sala 1'],
      ['cancel', 'Agendamento cancelado: Ana Souza com Juliana Prado em 24/11/2026, 10:00–11:00, Sala 1'],
      ['create', 'Agendamento criado: Bia Lima com Juliana Prado em 24/11/2026, 10:00–11:00, Sala 1'],
    ]);
    // Restoring the cancelled one now collides.
    await expect(api.appointments.update({ id: first.id, status: 'scheduled' })).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(api.appointments.cancel({ id: 999 })).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Agendamento não encontrado' });
  });

  it('edits only what is sent, completes, and answers the current row when nothing changes', async () => {
    const c = await clinic();
    const api = callerFor(tdb.db, c.admin);
    const a = await api.appointments.create({ patientId: c.ana, physiotherapistId: c.juliana.id, roomId: c.rooms[1]!.id, date: DAY, time: '10:00' });
    expect(await api.appointments.update({ id: a.id })).toEqual(a);
    expect(await api.appointments.update({ id: a.id, time: '10:00' })).toEqual(a);
    const moved = await api.appointments.update({ id: a.id, time: '14:00', roomId: c.rooms[2]!.id, type: 'atendimento' });
    expect(moved).toMatchObject({ time: '14:00', roomId: c.rooms[2]!.id, type: 'atendimento', date: DAY, patientId: c.ana });
    const done = await api.appointments.update({ id: a.id, status: 'completed', paymentPercentage: 100 });
    expect(done).toMatchObject({ status: 'completed', paymentPercentage: 100 });
    expect((await logs()).map((l) => l.description)).toEqual([
      'Agendamento criado: Ana Souza com Juliana Prado em 24/11/2026, 10:00–11:00, Sala 1',
      'Agendamento atualizado: Ana Souza com Juliana Prado em 24/11/2026, 14:00–15:00, Sala 2 (horário 10:00–11:00 → 14:00–15:00; sala Sala 1 → Sala 2; tipo Consulta → Atendimento)',
      'Agendamento atualizado: Ana Souza com Juliana Prado em 24/11/2026, 14:00–15:00, Sala 2 (status Agendado → Concluído; pagamento Não pago → Pago integralmente)',
    ]);
    // The patient's derived dates read completed appointments.
    const patient = await api.patients.get({ id: c.ana });
    expect(patient.firstAppointmentDate).toBe(DAY);
    await expect(api.appointments.update({ id: a.id, physiotherapistId: c.admin.id })).rejects.toMatchObject({
      message: 'Selecione um fisioterapeuta ativo',
    });
    await expect(api.appointments.update({ id: a.id, roomId: c.rooms[0]!.id })).rejects.toMatchObject({ message: 'Sala não encontrada ou inativa' });
    await expect(api.appointments.update({ id: 999, notes: 'x' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('checks the people and the room of a booking', async () => {
    const c = await clinic();
    const api = callerFor(tdb.db, c.admin);
    const base = { patientId: c.ana, physiotherapistId: c.juliana.id, roomId: c.rooms[1]!.id, date: DAY, time: '10:00' };
    const inactive = await seedUser(tdb.db, { role: 'physiotherapist', isActive: false });
    for (const physiotherapistId of [c.admin.id, inactive.id, 424242]) {
      await expect(api.appointments.create({ ...base, physiotherapistId })).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        message: 'Selecione um fisioterapeuta ativo',
      });
    }
    await expect(api.appointments.create({ ...base, roomId: c.rooms[0]!.id })).rejects.toMatchObject({ message: 'Sala não encontrada ou inativa' });
    await expect(api.appointments.create({ ...base, roomId: 424242 })).rejects.toMatchObject({ message: 'Sala não encontrada ou inativa' });
    await expect(api.appointments.create({ ...base, patientId: 424242 })).rejects.toMatchObject({
      message: 'Por favor, selecione um paciente para o agendamento',
    });
    expect(await rows()).toEqual([]);
  });

  it('answers 400 with the §5 messages for bad input', async () => {
    const c = await clinic();
    const api = callerFor(tdb.db, c.admin);
    const base = { patientId: c.ana, physiotherapistId: c.juliana.id, roomId: c.rooms[1]!.id, date: DAY, time: '10:00' };
    await expectIssue(api.appointments.create({ ...base, date: '' }), 'Data é obrigatória');
    await expectIssue(api.appointments.create({ ...base, time: '' }), 'Horário é obrigatório');
    await expectIssue(api.appointments.create({ ...base, roomId: 0 }), 'Sala é obrigatória');
    await expectIssue(api.appointments.create({ ...base, patientId: -1 }), 'PatientId deve ser 0 para bloqueio ou um ID válido para agendamento');
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a client sending nothing
    await expectIssue(api.appointments.create({ ...base, patientId: undefined as any }), 'Por favor, selecione um paciente para o agendamento');
    const badTime = 'Horário inválido: escolha um horário da grade, de 08:00 a 19:00, de hora em hora';
    for (const time of ['7:00', '07:00', '20:00', '10:30', '25:00']) await expectIssue(api.appointments.create({ ...base, time }), badTime);
    await expectIssue(api.appointments.create({ ...base, date: '2026-02-30' }), 'Data inválida (use aaaa-mm-dd)');
    await expectIssue(api.appointments.create({ ...base, roomId: 2_147_483_648 }), 'Sala é obrigatória');
    await expectIssue(api.appointments.create({ ...base, patientId: 2_147_483_648 }), 'PatientId deve ser 0 para bloqueio ou um ID válido para agendamento');
    await expectIssue(api.appointments.create({ ...base, notes: 'a\u0000b' }), 'Caractere inválido');
    await expectIssue(api.appointments.create({ ...base, date: '2026-11-24\u0000' }), 'Data inválida (use aaaa-mm-dd)');
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- values outside the allowed sets
    await expectIssue(api.appointments.create({ ...base, paymentPercentage: 101 as any }), 'Pagamento deve ser um número inteiro de 0 a 100');
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- values outside the allowed sets
    await expectIssue(api.appointments.create({ ...base, paymentPercentage: 12.5 as any }), 'Pagamento deve ser um número inteiro de 0 a 100');
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- values outside the allowed sets
    await expectIssue(api.appointments.create({ ...base, reminderDays: 3 as any }), 'Lembrete deve ser de 1 ou 2 dias');
    await expectIssue(api.appointments.get({ id: 2_147_483_648 }), 'Id inválido');
    await expectIssue(api.appointments.list({ startDate: '2026-11-23' }), 'Informe startDate e endDate');
    await expectIssue(api.appointments.list({ startDate: '2026-01-01', endDate: '2026-12-31' }), 'Período máximo de 93 dias');
    expect(await rows()).toEqual([]);
  });

  it('saves a batch all or none, naming the row that collided', async () => {
    const c = await clinic();
    const api = callerFor(tdb.db, c.admin);
    const row = { patientId: c.ana, physiotherapistId: c.juliana.id, roomId: c.rooms[1]!.id, date: DAY, time: '10:00' };
    await api.appointments.create({ ...row, physiotherapistId: c.renata.id, roomId: c.rooms[2]!.id, date: '2026-12-08' });
    const series = ['2026-11-24', '2026-12-01', '2026-12-08', '2026-12-15'].map((date) => ({ ...row, date, roomId: c.rooms[2]!.id }));
    await expect(api.appointments.createBatch({ appointments: series })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'Atendimento 3: Já existe um agendamento para 10:00 do dia 08/12/2026 na sala selecionada',
    });
    // Two rows of one batch colliding with each other.
    await expect(api.appointments.createBatch({ appointments: [row, { ...row, roomId: c.rooms[2]!.id }] })).rejects.toMatchObject({
      message: 'Atendimento 2: Juliana já tem um compromisso às 10:00',
    });
    await expect(api.appointments.createBatch({ appointments: [row, { ...row, time: '11:00', patientId: 424242 }] })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Atendimento 2: Por favor, selecione um paciente para o agendamento',
    });
    expect(await rows()).toHaveLength(1);
    expect(await logs()).toHaveLength(1);
    const created = await api.appointments.createBatch({ appointments: [row, { ...row, time: '11:00', type: 'atendimento' }] });
    expect(created.map((a) => [a.time, a.type])).toEqual([
      ['10:00', 'consulta'],
      ['11:00', 'atendimento'],
    ]);
    expect(await logs()).toHaveLength(3);
  });

  it('lists a day, a week and from today on, filtered, without cancelled ones unless asked', async () => {
    const c = await clinic();
    const now = new Date('2026-11-25T13:00:00Z'); // 10:00 in São Paulo
    const api = callerFor(tdb.db, c.admin, { now: () => now });
    const base = { patientId: c.ana, physiotherapistId: c.juliana.id, roomId: c.rooms[1]!.id, time: '10:00' };
    await api.appointments.create({ ...base, date: '2026-11-23' });
    await api.appointments.create({ ...base, date: '2026-11-24', roomId: c.rooms[2]!.id });
    await api.appointments.create({ ...base, date: '2026-11-24', time: '09:00', physiotherapistId: c.renata.id });
    const cancelled = await api.appointments.create({ ...base, date: '2026-11-27' });
    await api.appointments.cancel({ id: cancelled.id });
    await api.appointments.create({ ...base, date: '2026-12-02', patientId: 0 });

    expect((await api.appointments.list({ date: '2026-11-24' })).map((a) => a.time)).toEqual(['09:00', '10:00']);
    expect(await api.appointments.list({ startDate: '2026-11-23', endDate: '2026-11-27' })).toHaveLength(3);
    expect(await api.appointments.list({ startDate: '2026-11-23', endDate: '2026-11-27', includeCancelled: true })).toHaveLength(4);
    expect(await api.appointments.list({ startDate: '2026-11-23', endDate: '2026-11-27', roomId: c.rooms[2]!.id })).toHaveLength(1);
    expect(await api.appointments.list({ startDate: '2026-11-23', endDate: '2026-11-27', physiotherapistId: c.renata.id })).toHaveLength(1);
    const fromToday = await api.appointments.list({});
    expect(fromToday.map((a) => [a.date, a.patient])).toEqual([['2026-12-02', null]]);
    expect(await api.appointments.list({ offset: 1 })).toEqual([]);
  });

  it('checks a room or a physiotherapist at a slot, naming who holds it', async () => {
    const c = await clinic();
    const api = callerFor(tdb.db, c.admin);
    const a = await api.appointments.create({ patientId: c.ana, physiotherapistId: c.juliana.id, roomId: c.rooms[1]!.id, date: DAY, time: '10:00' });
    const room = await api.appointments.checkConflict({ roomId: c.rooms[1]!.id, date: DAY, time: '10:00' });
    expect(room).toMatchObject({ hasConflict: true, conflict: { id: a.id, patient: { firstName: 'Ana' } } });
    expect(await api.appointments.checkConflict({ roomId: c.rooms[1]!.id, date: DAY, time: '10:00', excludeId: a.id })).toEqual({
      hasConflict: false,
      conflict: null,
      message: null,
    });
    const physio = await api.appointments.checkPhysiotherapistConflict({ physiotherapistId: c.juliana.id, date: DAY, time: '10:00' });
    expect(physio).toMatchObject({ hasConflict: true, message: 'Juliana já tem um compromisso às 10:00' });
    expect((await api.appointments.checkPhysiotherapistConflict({ physiotherapistId: c.renata.id, date: DAY, time: '10:00' })).hasConflict).toBe(false);
    await api.appointments.cancel({ id: a.id });
    expect((await api.appointments.checkConflict({ roomId: c.rooms[1]!.id, date: DAY, time: '10:00' })).hasConflict).toBe(false);
  });

  it('lets every signed-in role see the agenda, and only the agenda roles change it', async () => {
    const c = await clinic();
    const a = await callerFor(tdb.db, c.admin).appointments.create({
      patientId: c.ana,
      physiotherapistId: c.juliana.id,
      roomId: c.rooms[1]!.id,
      date: DAY,
      time: '10:00',
    });
    const allowed: Role[] = ['admin', 'manager', 'recepcionista', 'physiotherapist'];
    for (const role of allowed) {
      const api = callerFor(tdb.db, await seedUser(tdb.db, { role }));
      expect(await api.appointments.update({ id: a.id, notes: role })).toMatchObject({ notes: role });
    }
    for (const role of ['financeiro', 'lider'] as const) {
      const api = callerFor(tdb.db, await seedUser(tdb.db, { role }));
      expect(await api.appointments.list({ date: DAY })).toHaveLength(1);
      expect((await api.appointments.checkConflict({ roomId: c.rooms[1]!.id, date: DAY, time: '10:00' })).hasConflict).toBe(true);
      const input = { patientId: c.ana, physiotherapistId: c.juliana.id, roomId: c.rooms[2]!.id, date: DAY, time: '11:00' };
      await expect(api.appointments.create(input)).rejects.toMatchObject({ code: 'FORBIDDEN' });
      await expect(api.appointments.createBatch({ appointments: [input] })).rejects.toMatchObject({ code: 'FORBIDDEN' });
      await expect(api.appointments.update({ id: a.id, notes: 'x' })).rejects.toMatchObject({ code: 'FORBIDDEN' });
      await expect(api.appointments.cancel({ id: a.id })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    }
    await expect(callerFor(tdb.db, null).appointments.list({})).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('lists the next appointments for the dashboard', async () => {
    const c = await clinic();
    const now = new Date('2026-11-24T13:25:00Z'); // 10:25 in São Paulo
    const api = callerFor(tdb.db, c.admin, { now: () => now });
    const base = { patientId: c.ana, physiotherapistId: c.juliana.id, roomId: c.rooms[1]!.id, date: DAY };
    await api.appointments.create({ ...base, time: '09:00' });
    await api.appointments.create({ ...base, time: '10:00' });
    await api.appointments.create({ ...base, time: '11:00', patientId: 0 });
    const cancelled = await api.appointments.create({ ...base, time: '12:00' });
    await api.appointments.cancel({ id: cancelled.id });
    for (const date of ['2026-11-25', '2026-11-26', '2026-11-27', '2026-11-30', '2026-12-01']) await api.appointments.create({ ...base, date, time: '08:00' });
    const upcoming = await api.dashboard.upcoming();
    expect(upcoming.map((a) => `${a.date} ${a.time}`)).toEqual([
      '2026-11-24 10:00',
      '2026-11-25 08:00',
      '2026-11-26 08:00',
      '2026-11-27 08:00',
      '2026-11-30 08:00',
    ]);
    expect(upcoming[0]).toMatchObject({ patient: { firstName: 'Ana' }, physiotherapist: { firstName: 'Juliana' }, room: { name: 'Sala 1' } });
    expect(await api.dashboard.stats()).toMatchObject({ todayAppointments: 2, availableRooms: '1/2' });
  });
});

describe.runIf(process.env.TEST_DB === 'postgres')('double booking on PostgreSQL', () => {
  it('lets exactly one of 10 parallel bookings of one slot win; the others get 409', async () => {
    const c = await clinic();
    const physios = [c.juliana, c.renata];
    for (let i = 0; i < 8; i += 1) physios.push(await seedUser(tdb.db, { role: 'physiotherapist', firstName: `Fisio${i}` }));
    const moreRooms = await tdb.db
      .insertInto('rooms')
      .values(Array.from({ length: 10 }, (_, i) => ({ name: `Sala extra ${i}` })))
      .returning('id')
      .execute();
    const roomIds = [c.rooms[1]!.id, c.rooms[2]!.id, ...moreRooms.map((r) => r.id)];
    for (const [label, book] of [
      ['same physiotherapist, different rooms', (i: number) => ({ physiotherapistId: c.juliana.id, roomId: roomIds[i]!, time: '10:00' })],
      ['same room, different physiotherapists', (i: number) => ({ physiotherapistId: physios[i]!.id, roomId: c.rooms[1]!.id, time: '11:00' })],
      ['same patient, different physiotherapists and rooms', (i: number) => ({ physiotherapistId: physios[i]!.id, roomId: roomIds[i]!, time: '12:00' })],
    ] as const) {
      const results = await Promise.allSettled(
        Array.from({ length: 10 }, (_, i) =>
          callerFor(tdb.db, c.admin).appointments.create({ patientId: c.ana, date: DAY, ...book(i) }),
        ),
      );
      const won = results.filter((r) => r.status === 'fulfilled');
      const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
      expect(won, label).toHaveLength(1);
      expect(lost.map((r) => (r.reason as { code: string }).code)).toEqual(Array(9).fill('CONFLICT'));
      if (label.startsWith('same patient')) {
        expect(new Set(lost.map((r) => (r.reason as Error).message))).toEqual(new Set(['Paciente já tem um agendamento às 12:00']));
      }
    }
    expect(await rows()).toHaveLength(3);
    expect(await logs()).toHaveLength(3);
  });
});
