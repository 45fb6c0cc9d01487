import type { UserRow } from '@clinic/db';
import { useTestDatabase } from '@clinic/db/test-hooks';
import { describe, expect, it } from 'vitest';

import { CLINIC_TEST_NOW, type SmallClinic, callerFor, seedSmallClinic, seedUser } from '../../testing';

const tdb = useTestDatabase();

const NOW = CLINIC_TEST_NOW;

interface Clinic extends SmallClinic {
  marcos: UserRow;
  cris: number;
}

async function clinic(): Promise<Clinic> {
  const small = await seedSmallClinic(tdb.db, { ana: { origin: 'Indicação' } });
  const marcos = await seedUser(tdb.db, { role: 'physiotherapist', firstName: 'Marcos', lastName: 'Alves' });
  const cris = await tdb.db
    .insertInto('patients')
    .values({ firstName: 'Cris', lastName: 'Melo', phone: '(11) 98765-2222', birthDate: '1988-03-04' })
    .returning('id')
    .executeTakeFirstOrThrow();
  // Cris came from an Instagram lead: her origin is the lead's.
  await tdb.db.insertInto('leads').values({ name: 'Cris Melo', whatsapp: '11987652222', origin: 'Instagram', date: '2026-10-01', patientId: cris.id }).execute();
  return { ...small, marcos, cris: cris.id };
}

/** Writes an appointment straight in the state wanted (the database derives `status`). */
async function appt(c: Clinic, patientId: number | null, physio: UserRow, date: string, attendanceStatus: string, time = '09:00', extra: { rescheduledToId?: number } = {}) {
  const [row] = await tdb.db
    .insertInto('appointments')
    .values({ patientId, physiotherapistId: physio.id, roomId: c.room, date, time, attendanceStatus, ...extra })
    .returning('id')
    .execute();
  return row!.id;
}

const as = (user: UserRow) => callerFor(tdb.db, user, { now: () => NOW }).attendance;

describe('no-show report (GET /api/reports/attendance)', () => {
  it('counts faltou and cancelado_tarde over the period, per physiotherapist, patient, weekday and origin', async () => {
    const c = await clinic();
    // Mon 02/11 … Sun 08/11.
    await appt(c, c.ana, c.juliana, '2026-11-02', 'atendido');
    await appt(c, c.ana, c.juliana, '2026-11-03', 'faltou');
    await appt(c, c.ana, c.juliana, '2026-11-04', 'cancelado_tarde');
    await appt(c, c.ana, c.juliana, '2026-11-05', 'cancelado_clinica'); // the clinic's: out of the base
    await appt(c, c.bia, c.marcos, '2026-11-02', 'faltou', '10:00');
    const replacement = await appt(c, c.bia, c.marcos, '2026-11-03', 'atendido', '10:00');
    await appt(c, c.bia, c.marcos, '2026-11-06', 'remarcado', '10:00', { rescheduledToId: replacement }); // out of the base
    await appt(c, c.cris, c.juliana, '2026-11-02', 'cancelado_paciente', '11:00');
    await appt(c, c.cris, c.juliana, '2026-11-08', 'agendado', '11:00'); // last day: in
    await appt(c, c.cris, c.juliana, '2026-11-01', 'faltou', '11:00'); // the day before: out
    await appt(c, c.cris, c.juliana, '2026-11-09', 'faltou', '11:00'); // the day after: out
    await appt(c, null, c.juliana, '2026-11-02', 'agendado', '15:00'); // a block: out

    const report = await as(c.admin).report({ startDate: '2026-11-02', endDate: '2026-11-08' });
    const line = (base: number, noShows: number, lateCancels: number) => ({
      base,
      noShows,
      lateCancels,
      noShowRate: Math.round((noShows / base) * 10_000) / 10_000,
      lateCancelRate: Math.round((lateCancels / base) * 10_000) / 10_000,
    });
    expect(report).toEqual({
      startDate: '2026-11-02',
      endDate: '2026-11-08',
      total: line(7, 2, 1),
      byPhysiotherapist: [
        { physiotherapistId: c.marcos.id, name: 'Marcos Alves', ...line(2, 1, 0) },
        { physiotherapistId: c.juliana.id, name: 'Juliana Prado', ...line(5, 1, 1) },
      ],
      byPatient: [
        { patientId: c.ana, name: 'Ana Souza', ...line(3, 1, 1) },
        { patientId: c.bia, name: 'Bia Lima', ...line(2, 1, 0) },
      ],
      byWeekday: [
        { weekday: 0, label: 'Domingo', ...line(1, 0, 0) },
        { weekday: 1, label: 'Segunda-feira', ...line(3, 1, 0) },
        { weekday: 2, label: 'Terça-feira', ...line(2, 1, 0) },
        { weekday: 3, label: 'Quarta-feira', ...line(1, 0, 1) },
      ],
      byOrigin: [
        { origin: 'Sem origem', ...line(2, 1, 0) },
        { origin: 'Indicação', ...line(3, 1, 1) },
        { origin: 'Instagram', ...line(2, 0, 0) },
      ],
    });
    expect(report.total.noShowRate).toBe(0.2857);

    // One day: the boundaries are inclusive.
    const monday = await as(c.admin).report({ startDate: '2026-11-02', endDate: '2026-11-02' });
    expect(monday.total).toEqual(line(3, 1, 0));
    const empty = await as(c.admin).report({ startDate: '2026-12-01', endDate: '2026-12-31' });
    expect(empty).toMatchObject({ total: { base: 0, noShows: 0, noShowRate: 0 }, byPhysiotherapist: [], byPatient: [], byWeekday: [], byOrigin: [] });
  });

  it('refuses a bad period and the roles outside the Roles row', async () => {
    const c = await clinic();
    await expect(as(c.admin).report({ startDate: '2026-11-09', endDate: '2026-11-02' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(as(c.admin).report({ startDate: '2025-01-01', endDate: '2026-11-02' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    const recepcionista = await seedUser(tdb.db, { role: 'recepcionista' });
    await expect(as(recepcionista).report({ startDate: '2026-11-02', endDate: '2026-11-08' })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    const financeiro = await seedUser(tdb.db, { role: 'financeiro' });
    await expect(as(financeiro).report({ startDate: '2026-11-02', endDate: '2026-11-08' })).resolves.toMatchObject({ total: { base: 0 } });
  });
});

describe("'Sem registro' (GET /api/attendance/unrecorded)", () => {
  it('lists past appointments nobody marked, from 30 days ago to yesterday, oldest first, and changes nothing', async () => {
    const c = await clinic();
    const yesterday = await appt(c, c.ana, c.juliana, '2026-11-25', 'agendado', '08:00');
    const arrived = await appt(c, c.bia, c.juliana, '2026-11-25', 'presente', '10:00');
    const confirmed = await appt(c, c.cris, c.marcos, '2026-11-24', 'confirmado');
    const oldest = await appt(c, c.ana, c.marcos, '2026-10-27', 'agendado');
    await appt(c, c.ana, c.marcos, '2026-10-26', 'agendado'); // 31 days ago: left alone
    await appt(c, c.bia, c.marcos, '2026-11-26', 'agendado', '07:00'); // today, already past: reception has until tomorrow
    await appt(c, c.cris, c.juliana, '2026-11-25', 'atendido', '11:00');
    await appt(c, c.cris, c.juliana, '2026-11-23', 'faltou', '11:00');
    await appt(c, c.ana, c.juliana, '2026-11-20', 'cancelado_paciente', '11:00');
    await appt(c, null, c.juliana, '2026-11-25', 'agendado', '15:00'); // a block

    const list = await as(c.admin).unrecorded();
    expect(list).toMatchObject({ fromDate: '2026-10-27', toDate: '2026-11-25', total: 4 });
    expect(list.appointments.map((a) => [a.id, a.attendanceStatus])).toEqual([
      [oldest, 'agendado'],
      [confirmed, 'confirmado'],
      [yesterday, 'agendado'],
      [arrived, 'presente'],
    ]);
    expect(list.appointments[0]).toMatchObject({ patient: { firstName: 'Ana', lastName: 'Souza' }, physiotherapist: { firstName: 'Marcos' } });
    const statuses = await tdb.db.selectFrom('appointments').select(['id', 'attendanceStatus']).where('id', '=', yesterday).execute();
    expect(statuses).toEqual([{ id: yesterday, attendanceStatus: 'agendado' }]);

    // Marked (through setAttendance, logged): it leaves the list.
    await callerFor(tdb.db, c.admin, { now: () => NOW }).appointments.setAttendance({ id: yesterday, attendanceStatus: 'faltou' });
    await callerFor(tdb.db, c.admin, { now: () => NOW }).appointments.setAttendance({ id: arrived, attendanceStatus: 'atendido' });
    expect((await as(c.admin).unrecorded()).appointments.map((a) => a.id)).toEqual([oldest, confirmed]);

    const financeiro = await seedUser(tdb.db, { role: 'financeiro' });
    await expect(as(financeiro).unrecorded()).rejects.toMatchObject({ code: 'FORBIDDEN' });
    const recepcionista = await seedUser(tdb.db, { role: 'recepcionista' });
    await expect(as(recepcionista).unrecorded()).resolves.toMatchObject({ total: 2 });
  });
});

describe('no-show flag and policy', () => {
  it("flags a patient with two or more 'faltou' in the last 90 days, today included", async () => {
    const c = await clinic();
    await appt(c, c.ana, c.juliana, '2026-08-29', 'faltou'); // 89 days ago: in
    await appt(c, c.ana, c.juliana, '2026-11-20', 'faltou');
    await appt(c, c.bia, c.juliana, '2026-08-28', 'faltou', '10:00'); // 90 days ago: out
    await appt(c, c.bia, c.juliana, '2026-11-26', 'faltou', '10:00');
    await appt(c, c.bia, c.juliana, '2026-11-27', 'faltou', '10:00'); // tomorrow: not yet
    await appt(c, c.cris, c.juliana, '2026-11-20', 'cancelado_tarde', '11:00');
    await appt(c, c.cris, c.juliana, '2026-11-21', 'cancelado_tarde', '11:00');

    expect(await as(c.admin).patientNoShows({ id: c.ana })).toEqual({ patientId: c.ana, count: 2, days: 90, flagged: true });
    expect(await as(c.admin).patientNoShows({ id: c.bia })).toEqual({ patientId: c.bia, count: 1, days: 90, flagged: false });
    expect(await as(c.admin).patientNoShows({ id: c.cris })).toMatchObject({ count: 0, flagged: false });
    await expect(as(c.admin).patientNoShows({ id: 9999 })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    // Everyone who sees patients sees the flag.
    const lider = await seedUser(tdb.db, { role: 'lider' });
    await expect(as(lider).patientNoShows({ id: c.ana })).resolves.toMatchObject({ flagged: true });
  });

  it("answers the clinic's late-cancellation hours to whoever may cancel", async () => {
    const c = await clinic();
    expect(await as(c.admin).policy()).toEqual({ lateCancelHours: 24 });
    await tdb.db.updateTable('clinicSettings').set({ lateCancelHours: 12 }).execute();
    const recepcionista = await seedUser(tdb.db, { role: 'recepcionista' });
    expect(await as(recepcionista).policy()).toEqual({ lateCancelHours: 12 });
    const lider = await seedUser(tdb.db, { role: 'lider' });
    await expect(as(lider).policy()).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});
