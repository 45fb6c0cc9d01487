import { useTestDatabase } from '@clinic/db/test-hooks';
import { describe, expect, it } from 'vitest';

import { CLINIC_TEST_NOW, type SmallClinic, callerFor, expectIssue, seedSmallClinic, seedUser } from '../../testing';

const tdb = useTestDatabase();

type Clinic = SmallClinic;
const clinic = () => seedSmallClinic(tdb.db);
const NOW = CLINIC_TEST_NOW;

async function book(c: Clinic, date: string, time: string, patientId = c.ana) {
  return callerFor(tdb.db, c.admin).appointments.create({ patientId, physiotherapistId: c.juliana.id, roomId: c.room, date, time });
}

const at = (c: Clinic, now = NOW) => callerFor(tdb.db, c.admin, { now: () => now }).appointments;

describe('attendance (issue #23)', () => {
  it('checks in, attends and keeps the spec status derived, logging every transition', async () => {
    const c = await clinic();
    const appt = await book(c, '2026-11-26', '10:00');
    expect(appt).toMatchObject({ attendanceStatus: 'agendado', status: 'scheduled', cancelReason: null });
    const arrived = await at(c).setAttendance({ id: appt.id, attendanceStatus: 'presente' });
    expect(arrived).toMatchObject({ attendanceStatus: 'presente', status: 'scheduled' });
    const attended = await at(c).setAttendance({ id: appt.id, attendanceStatus: 'atendido' });
    expect(attended).toMatchObject({ attendanceStatus: 'atendido', status: 'completed' });
    const again = await at(c).setAttendance({ id: appt.id, attendanceStatus: 'atendido' });
    expect(again.version).toBe(attended.version);
    const logs = await tdb.db.selectFrom('systemLogs').select(['action', 'description']).where('entity', '=', 'appointment').orderBy('id').execute();
    expect(logs.map((l) => l.description).slice(1)).toEqual([
      'Presença: Ana Souza com Juliana Prado em 26/11/2026, 10:00–11:00, Sala 1 — Agendado → Presente',
      'Presença: Ana Souza com Juliana Prado em 26/11/2026, 10:00–11:00, Sala 1 — Presente → Atendido',
    ]);
  });

  it("turns a patient's cancellation inside the policy window into cancelado_tarde (the boundary is on time)", async () => {
    const c = await clinic();
    const onTime = await book(c, '2026-11-27', '08:00');
    const late = await book(c, '2026-11-27', '09:00');
    const exactly24h = await at(c).setAttendance({ id: onTime.id, attendanceStatus: 'cancelado_paciente', reason: 'viagem', note: 'Congresso' });
    expect(exactly24h).toMatchObject({
      attendanceStatus: 'cancelado_paciente',
      status: 'cancelled',
      cancelReason: 'viagem',
      cancelNote: 'Congresso',
      cancelledBy: 'paciente',
    });
    expect(exactly24h.cancelledAt).not.toBeNull();
    const lateOne = await at(c, new Date(2026, 10, 26, 9, 0, 1)).setAttendance({ id: late.id, attendanceStatus: 'cancelado_paciente', reason: 'trabalho' });
    expect(lateOne).toMatchObject({ attendanceStatus: 'cancelado_tarde', status: 'cancelled', cancelledBy: 'paciente' });
    // The clinic's policy is a setting.
    await tdb.db.updateTable('clinicSettings').set({ lateCancelHours: 2 }).execute();
    const third = await book(c, '2026-11-27', '10:00');
    const relaxed = await at(c, new Date(2026, 10, 26, 9, 0, 1)).setAttendance({ id: third.id, attendanceStatus: 'cancelado_tarde', reason: 'doenca' });
    expect(relaxed.attendanceStatus).toBe('cancelado_paciente');
    const clinicCancel = await book(c, '2026-11-27', '11:00');
    expect(await at(c).setAttendance({ id: clinicCancel.id, attendanceStatus: 'cancelado_clinica', reason: 'outro' })).toMatchObject({
      attendanceStatus: 'cancelado_clinica',
      cancelledBy: 'clinica',
    });
  });

  it('frees the slot on faltou or cancel, and an undone cancellation is checked like a booking', async () => {
    const c = await clinic();
    const first = await book(c, '2026-11-26', '14:00');
    await at(c).setAttendance({ id: first.id, attendanceStatus: 'faltou' });
    const other = await book(c, '2026-11-26', '14:00', c.bia);
    await expect(at(c).setAttendance({ id: first.id, attendanceStatus: 'agendado' })).rejects.toMatchObject({
      message: 'Juliana já tem um compromisso às 14:00',
    });
    await at(c).setAttendance({ id: other.id, attendanceStatus: 'cancelado_clinica', reason: 'outro' });
    const back = await at(c).setAttendance({ id: first.id, attendanceStatus: 'agendado' });
    expect(back).toMatchObject({ attendanceStatus: 'agendado', status: 'scheduled', cancelReason: null, cancelledBy: null, cancelledAt: null });
  });

  it('maps old-style status writes (REST PUT status, DELETE) onto attendance', async () => {
    const c = await clinic();
    const appt = await book(c, '2026-11-26', '15:00');
    await at(c).setAttendance({ id: appt.id, attendanceStatus: 'confirmado' });
    // An edit that keeps the status keeps the confirmation; moving the slot asks for a new one.
    expect(await at(c).update({ id: appt.id, notes: 'Trazer exames' })).toMatchObject({ attendanceStatus: 'confirmado' });
    expect(await at(c).update({ id: appt.id, time: '16:00' })).toMatchObject({ attendanceStatus: 'agendado' });
    expect(await at(c).update({ id: appt.id, status: 'completed' })).toMatchObject({ attendanceStatus: 'atendido', status: 'completed' });
    expect(await at(c).cancel({ id: appt.id })).toMatchObject({ attendanceStatus: 'cancelado_clinica', status: 'cancelled', cancelledBy: 'clinica' });
  });

  it('refuses a block, a missing reason, an unknown replacement and roles outside the table', async () => {
    const c = await clinic();
    const block = await at(c).create({ patientId: 0, physiotherapistId: c.juliana.id, roomId: c.room, date: '2026-11-26', time: '17:00' });
    await expect(at(c).setAttendance({ id: block.id, attendanceStatus: 'presente' })).rejects.toMatchObject({ message: 'Bloqueios não têm presença' });
    const appt = await book(c, '2026-11-26', '18:00');
    await expectIssue(at(c).setAttendance({ id: appt.id, attendanceStatus: 'cancelado_paciente' }), 'Informe o motivo do cancelamento');
    await expect(at(c).setAttendance({ id: appt.id, attendanceStatus: 'remarcado', rescheduledToId: appt.id })).rejects.toMatchObject({
      message: 'Novo agendamento não encontrado',
    });
    const next = await book(c, '2026-12-03', '18:00');
    expect(await at(c).setAttendance({ id: appt.id, attendanceStatus: 'remarcado', rescheduledToId: next.id })).toMatchObject({
      attendanceStatus: 'remarcado',
      status: 'cancelled',
      rescheduledToId: next.id,
    });
    const financeiro = await seedUser(tdb.db, { role: 'financeiro' });
    await expect(callerFor(tdb.db, financeiro).appointments.setAttendance({ id: next.id, attendanceStatus: 'presente' })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
  });
});
