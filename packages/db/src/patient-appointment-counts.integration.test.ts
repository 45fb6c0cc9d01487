import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';

import { migrateTo, migrateToLatest } from './migrate';
import { seedAgendaClinic } from './testing';
import { useTestDatabase } from './testing/test-hooks';

const tdb = useTestDatabase();

type Db = typeof tdb.db;

/** What the counts must always equal: the appointments table grouped by patient. */
async function recount(db: Db) {
  const { rows } = await sql<{ patientId: number; appointments: number; attended: number }>`
    select patient_id as "patientId", count(*)::int as appointments,
      (count(*) filter (where attendance_status in ('presente', 'atendido')))::int as attended
    from appointments where patient_id is not null group by patient_id order by patient_id
  `.execute(db);
  return rows;
}

const kept = (db: Db) =>
  db.selectFrom('patientAppointmentCounts').select(['patientId', 'appointments', 'attended']).where('appointments', '>', 0).orderBy('patientId').execute();

async function clinic(db: Db) {
  const { rooms, ana, beatriz } = await seedAgendaClinic(db);
  const [physio] = await db
    .insertInto('users')
    .values({ email: 'f@clinica.com', firstName: 'Fabi', lastName: 'F', passwordHash: 'x', role: 'physiotherapist' })
    .returning('id')
    .execute();
  const book = async (patientId: number | null, time: string, date = '2026-12-01') => {
    const [row] = await db
      .insertInto('appointments')
      .values({ patientId, physiotherapistId: physio!.id, roomId: rooms[0]!, date, time })
      .returning('id')
      .execute();
    return row!.id;
  };
  return { ana, beatriz, book };
}

describe('patient_appointment_counts: the funnel\'s visits per patient, kept by triggers', () => {
  it('follows inserts, attendance written either way, a change of patient and deletions', async () => {
    const db = tdb.db;
    const { ana, beatriz, book } = await clinic(db);
    const a1 = await book(ana, '08:00');
    const a2 = await book(ana, '09:00');
    await book(null, '10:00'); // a block without a patient counts for nobody
    const b1 = await book(beatriz, '11:00');
    expect(await kept(db)).toEqual(await recount(db));
    expect(await kept(db)).toEqual([
      { patientId: ana, appointments: 2, attended: 0 },
      { patientId: beatriz, appointments: 1, attended: 0 },
    ]);

    // The attendance written directly, and through the spec's `status` alone (a before trigger derives it).
    await db.updateTable('appointments').set({ attendanceStatus: 'presente' }).where('id', '=', a1).execute();
    await db.updateTable('appointments').set({ status: 'completed' }).where('id', '=', a2).execute();
    expect(await kept(db)).toEqual([
      { patientId: ana, appointments: 2, attended: 2 },
      { patientId: beatriz, appointments: 1, attended: 0 },
    ]);
    // presente → atendido stays attended; a cancellation is no longer attended.
    await db.updateTable('appointments').set({ attendanceStatus: 'atendido' }).where('id', '=', a1).execute();
    await db.updateTable('appointments').set({ status: 'cancelled' }).where('id', '=', a2).execute();
    expect(await kept(db)).toEqual([
      { patientId: ana, appointments: 2, attended: 1 },
      { patientId: beatriz, appointments: 1, attended: 0 },
    ]);
    // An edit that touches neither the patient nor the attendance changes nothing.
    await db.updateTable('appointments').set({ notes: 'Trazer exames' }).where('id', '=', a1).execute();
    // The attended appointment moves to Beatriz.
    await db.updateTable('appointments').set({ patientId: beatriz }).where('id', '=', a1).execute();
    expect(await kept(db)).toEqual([
      { patientId: ana, appointments: 1, attended: 0 },
      { patientId: beatriz, appointments: 2, attended: 1 },
    ]);
    await db.deleteFrom('appointments').where('id', 'in', [a2, b1]).execute();
    expect(await kept(db)).toEqual([{ patientId: beatriz, appointments: 1, attended: 1 }]);
    expect(await kept(db)).toEqual(await recount(db));

    // A patient's deletion (her appointments first, as the product does) takes her counts with it.
    await db.deleteFrom('appointments').where('patientId', '=', beatriz).execute();
    await db.deleteFrom('patients').where('id', '=', beatriz).execute();
    expect(await db.selectFrom('patientAppointmentCounts').select('patientId').where('patientId', '=', beatriz).execute()).toEqual([]);
  });

  it('loses no count when 20 connections book and attend the same patient at once', async () => {
    const db = tdb.db;
    const { ana, book } = await clinic(db);
    const ids = await Promise.all(Array.from({ length: 20 }, (_, i) => book(ana, `${String(7 + (i % 12)).padStart(2, '0')}:00`, `2026-12-${String(1 + Math.floor(i / 12)).padStart(2, '0')}`)));
    await Promise.all(
      ids.map((id) =>
        db.transaction().execute(async (tx) => {
          await tx.updateTable('appointments').set({ attendanceStatus: 'atendido' }).where('id', '=', id).execute();
          // Hold the transaction open so the writers really overlap (PostgreSQL; PGlite runs them one by one).
          await sql`select pg_sleep(0.05)`.execute(tx);
        }),
      ),
    );
    expect(await kept(db)).toEqual([{ patientId: ana, appointments: 20, attended: 20 }]);
    expect(await kept(db)).toEqual(await recount(db));
  });

  it('is backfilled from the appointments already there when the migration runs', async () => {
    const db = tdb.db;
    // Down to the migration before (this one's down), then appointments, then up again.
    await migrateTo(db, '2026-11-27T0700-package-link-lock');
    const { ana, beatriz: bia, book } = await clinic(db);
    for (const [i, patientId] of [ana, ana, bia].entries()) await book(patientId, `${String(8 + i).padStart(2, '0')}:00`);
    await db.updateTable('appointments').set({ attendanceStatus: 'atendido' }).where('time', '=', '08:00').execute();
    expect(await migrateToLatest(db)).toContain('2026-11-27T0800-patient-appointment-counts');
    expect(await kept(db)).toEqual(await recount(db));
    expect(await kept(db)).toEqual([
      { patientId: ana, appointments: 2, attended: 1 },
      { patientId: bia, appointments: 1, attended: 0 },
    ]);
  });
});
