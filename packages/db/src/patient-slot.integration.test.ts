import { Migrator } from 'kysely/migration';
import { describe, expect, it } from 'vitest';

import { isUniqueViolation } from './client';
import { migrateToLatest } from './migrate';
import { migrations } from './migrations';
import { useTestDatabase } from './testing/test-hooks';
import { seedPatients } from './testing';

const tdb = useTestDatabase({ reset: false });

const BEFORE = '2026-11-26T0100-row-versions';

describe('appointments_patient_slot_key: one patient, one place per slot', () => {
  it('migrates a database that already holds a patient in two rooms at once, keeps every row, and refuses new overlaps', async () => {
    const db = tdb.db;
    // Back to the schema before the rule, as an older clinic's database is.
    const { error } = await new Migrator({ db, provider: { getMigrations: async () => migrations } }).migrateTo(BEFORE);
    expect(error).toBeUndefined();

    const [ana, bia] = await seedPatients(db, [
      { firstName: 'Ana', lastName: 'Lima', phone: '(11) 99999-0001', birthDate: '1990-01-01' },
      { firstName: 'Bia', lastName: 'Reis', phone: '(11) 99999-0002', birthDate: '1991-01-01' },
    ]);
    const physios = await db
      .insertInto('users')
      .values(['a', 'b', 'c', 'd'].map((n) => ({ email: `${n}@clinica.com`, firstName: n, lastName: 'F', passwordHash: 'x', role: 'physiotherapist' })))
      .returning('id')
      .execute();
    const rooms = await db
      .insertInto('rooms')
      .values(['Sala 1', 'Sala 2', 'Sala 3', 'Sala 4'].map((name) => ({ name })))
      .returning('id')
      .execute();
    const at = (patientId: number | null, i: number, time: string, status = 'scheduled') => ({
      patientId,
      physiotherapistId: physios[i]!.id,
      roomId: rooms[i]!.id,
      date: '2026-12-01',
      time,
      status,
    });
    // 09:00: Ana three times (an old overlap); 10:00: a cancelled one and a live one; blocks at 11:00.
    const old = await db
      .insertInto('appointments')
      .values([
        at(ana!, 0, '09:00'),
        at(ana!, 1, '09:00'),
        at(ana!, 2, '09:00', 'completed'),
        at(bia!, 0, '10:00', 'cancelled'),
        at(bia!, 1, '10:00'),
        at(null, 0, '11:00'),
        at(null, 1, '11:00'),
      ])
      .returning('id')
      .execute();

    // The rule's migration runs first (later ones, if any, follow it).
    expect((await migrateToLatest(db))[0]).toBe('2026-11-26T0200-patient-slot');
    const kept = await db.selectFrom('appointments').select(['id', 'patientSlotExempt', 'status']).orderBy('id').execute();
    expect(kept.map((r) => r.id)).toEqual(old.map((r) => r.id));
    // Only the later rows of the overlap are left out of the rule; nothing else changed.
    expect(kept.map((r) => r.patientSlotExempt)).toEqual([false, true, true, false, false, false, false]);
    expect(kept.map((r) => r.status)).toEqual(['scheduled', 'scheduled', 'completed', 'cancelled', 'scheduled', 'scheduled', 'scheduled']);

    // From now on: Ana again at 09:00, Bia again at 10:00 are refused; blocks are not a patient.
    for (const row of [at(ana!, 3, '09:00'), at(bia!, 3, '10:00')]) {
      const refused = await db.insertInto('appointments').values(row).execute().catch((e: unknown) => e);
      expect(isUniqueViolation(refused, 'appointments_patient_slot_key')).toBe(true);
    }
    await db.insertInto('appointments').values([at(null, 2, '11:00'), at(null, 3, '11:00')]).execute();
    // A cancelled booking frees the patient's slot; Bia's cancelled 10:00 never counted.
    await db.updateTable('appointments').set({ status: 'cancelled' }).where('id', '=', old[4]!.id).execute();
    await db.insertInto('appointments').values(at(bia!, 3, '10:00')).execute();
  });
});
