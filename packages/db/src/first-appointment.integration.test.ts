import { describe, expect, it } from 'vitest';

import { useTestDatabase } from './testing/test-hooks';
import { seedPatients } from './testing';

const tdb = useTestDatabase({ reset: false });

describe('patients.first_appointment_date, kept by triggers on appointments', () => {
  it('follows inserts, status and type changes, moves and deletes, in bulk too', async () => {
    const db = tdb.db;
    const [ana, bia] = await seedPatients(db, [
      { firstName: 'Ana', lastName: 'Lima', phone: '(11) 99999-0001', birthDate: '1990-01-01' },
      { firstName: 'Bia', lastName: 'Reis', phone: '(11) 99999-0002', birthDate: '1991-01-01' },
    ]);
    const physio = await db
      .insertInto('users')
      .values({ email: 'f@clinica.com', firstName: 'F', lastName: 'G', passwordHash: 'x', role: 'physiotherapist' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const room = await db.insertInto('rooms').values({ name: 'Sala 1' }).returning('id').executeTakeFirstOrThrow();
    const firstDates = async () =>
      (await db.selectFrom('patients').select(['id', 'firstAppointmentDate']).orderBy('id').execute()).map(
        (r) => r.firstAppointmentDate,
      );
    const base = { physiotherapistId: physio.id, roomId: room.id };

    // One statement, several rows and patients; a consulta does not count.
    const rows = await db
      .insertInto('appointments')
      .values([
        { ...base, patientId: ana!, date: '2026-12-10', time: '09:00', type: 'atendimento' },
        { ...base, patientId: ana!, date: '2026-12-03', time: '10:00', type: 'atendimento' },
        { ...base, patientId: bia!, date: '2026-12-01', time: '11:00', type: 'consulta' },
        { ...base, patientId: null, date: '2026-12-01', time: '12:00' },
      ])
      .returning('id')
      .execute();
    expect(await firstDates()).toEqual(['2026-12-03', null]);

    await db.updateTable('appointments').set({ status: 'cancelled' }).where('id', '=', rows[1]!.id).execute();
    expect(await firstDates()).toEqual(['2026-12-10', null]);
    await db.updateTable('appointments').set({ type: 'atendimento' }).where('id', '=', rows[2]!.id).execute();
    expect(await firstDates()).toEqual(['2026-12-10', '2026-12-01']);
    // Moved from one patient to another: both are refreshed.
    await db.updateTable('appointments').set({ patientId: bia! }).where('id', '=', rows[0]!.id).execute();
    expect(await firstDates()).toEqual([null, '2026-12-01']);
    await db.deleteFrom('appointments').where('id', '=', rows[2]!.id).execute();
    expect(await firstDates()).toEqual([null, '2026-12-10']);
  });
});
