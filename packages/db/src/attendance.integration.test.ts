import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';

import { migrateTo, migrateToLatest } from './migrate';
import { useTestDatabase } from './testing/test-hooks';
import { seedDesk } from './testing';

const tdb = useTestDatabase({ reset: false });

const BEFORE = '2026-11-26T0320-clinical-record';
const ATTENDANCE = '2026-11-26T0400-attendance';

type Db = typeof tdb.db;

async function clinic(db: Db) {
  const { patients, physio, room } = await seedDesk(db, ['Ana', 'Bia', 'Cris']);
  const at = (patientId: number, time: string) => ({ patientId, physiotherapistId: physio, roomId: room, date: '2026-12-01', time });
  return { patients, at };
}

/** The latest schema (whatever a test before left), emptied, with the desk seeded. */
async function latestClinic(db: Db) {
  await migrateToLatest(db);
  await tdb.reset();
  return clinic(db);
}

const row = (db: Db, id: number) =>
  db.selectFrom('appointments').select(['status', 'attendanceStatus', 'cancelledBy', 'cancelledAt', 'version']).where('id', '=', id).executeTakeFirstOrThrow();

describe('appointments.attendance_status: the detail the spec status is derived from', () => {
  it('migrates existing appointments to the attendance their status means, without bumping versions', async () => {
    const db = tdb.db;
    await tdb.reset();
    await migrateTo(db, BEFORE);
    const { patients, at } = await clinic(db);
    const ids = [];
    for (const [i, status] of (['scheduled', 'completed', 'cancelled'] as const).entries()) {
      const inserted = await sql<{ id: number }>`
        insert into appointments (patient_id, physiotherapist_id, room_id, date, time, status)
        values (${patients[i]}, ${at(patients[i]!, '08:00').physiotherapistId}, ${at(patients[i]!, '08:00').roomId}, '2026-12-01', ${`${String(8 + i).padStart(2, '0')}:00`}, ${status})
        returning id
      `.execute(db);
      ids.push(inserted.rows[0]!.id);
    }
    expect(await migrateToLatest(db)).toContain(ATTENDANCE);
    expect(await Promise.all(ids.map((id) => row(db, id)))).toEqual([
      { status: 'scheduled', attendanceStatus: 'agendado', cancelledBy: null, cancelledAt: null, version: 1 },
      { status: 'completed', attendanceStatus: 'atendido', cancelledBy: null, cancelledAt: null, version: 1 },
      { status: 'cancelled', attendanceStatus: 'cancelado_clinica', cancelledBy: null, cancelledAt: null, version: 1 },
    ]);
    expect(await db.selectFrom('clinicSettings').select('lateCancelHours').execute()).toEqual([{ lateCancelHours: 24 }]);
  });

  it('keeps status and attendance in agreement whichever one a statement writes', async () => {
    const db = tdb.db;
    const { patients, at } = await latestClinic(db);
    const [a] = await db.insertInto('appointments').values(at(patients[0]!, '10:00')).returning('id').execute();
    const id = a!.id;
    await db.updateTable('appointments').set({ attendanceStatus: 'faltou' }).where('id', '=', id).execute();
    expect(await row(db, id)).toMatchObject({ status: 'cancelled', attendanceStatus: 'faltou', cancelledBy: null });
    await db.updateTable('appointments').set({ status: 'scheduled' }).where('id', '=', id).execute();
    expect(await row(db, id)).toMatchObject({ status: 'scheduled', attendanceStatus: 'agendado', cancelledAt: null });
    await db.updateTable('appointments').set({ status: 'cancelled' }).where('id', '=', id).execute();
    const cancelled = await row(db, id);
    expect(cancelled).toMatchObject({ status: 'cancelled', attendanceStatus: 'cancelado_clinica', cancelledBy: 'clinica' });
    expect(cancelled.cancelledAt).toBeInstanceOf(Date);
    // Both written and disagreeing: the attendance wins.
    await db.updateTable('appointments').set({ status: 'cancelled', attendanceStatus: 'presente' }).where('id', '=', id).execute();
    expect(await row(db, id)).toMatchObject({ status: 'scheduled', attendanceStatus: 'presente' });
    // Inserted as completed (an old-style client): atendido.
    const [b] = await db.insertInto('appointments').values({ ...at(patients[1]!, '11:00'), status: 'completed' }).returning('id').execute();
    expect(await row(db, b!.id)).toMatchObject({ status: 'completed', attendanceStatus: 'atendido' });
    // A 'faltou' frees the slot for someone else.
    await db.updateTable('appointments').set({ attendanceStatus: 'faltou' }).where('id', '=', id).execute();
    await expect(db.insertInto('appointments').values(at(patients[2]!, '10:00')).execute()).resolves.toBeDefined();
  });

  it('refuses a disagreement even with the trigger out of the way', async () => {
    const db = tdb.db;
    const { patients, at } = await latestClinic(db);
    const [a] = await db.insertInto('appointments').values(at(patients[0]!, '12:00')).returning('id').execute();
    const refused = await db
      .transaction()
      .execute(async (tx) => {
        await sql`alter table appointments disable trigger appointments_attendance`.execute(tx);
        await sql`update appointments set status = 'completed' where id = ${a!.id}`.execute(tx);
      })
      .catch((e: unknown) => e);
    expect(refused).toMatchObject({ constraint: 'appointments_status_agrees' });
    expect(await row(db, a!.id)).toMatchObject({ status: 'scheduled', attendanceStatus: 'agendado' });
  });
});
