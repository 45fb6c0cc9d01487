import { describe, expect, it } from 'vitest';

import { isUniqueViolation } from './client';
import { migrateTo, migrateToLatest } from './migrate';
import { useTestDatabase } from './testing/test-hooks';
import { seedPatients } from './testing';

const tdb = useTestDatabase({ reset: false });

const BEFORE = '2026-11-26T0100-row-versions';
const SLOT_RULE = '2026-11-26T0200-patient-slot';
const EXEMPTION = '2026-11-26T0300-patient-slot-exemption';

type Db = typeof tdb.db;

/** A clinic's database as it was before the patient's slot rule (or at `to`), with 4 physiotherapists and rooms. */
async function legacyClinic(db: Db, to = BEFORE) {
  await tdb.reset();
  await migrateTo(db, to);
  const patients = await seedPatients(
    db,
    ['Ana', 'Bia', 'Cris', 'Duda'].map((firstName, i) => ({ firstName, lastName: 'Lima', phone: `(11) 99999-000${i}`, birthDate: '1990-01-01' })),
  );
  const physios = await db
    .insertInto('users')
    .values(['a', 'b', 'c', 'd', 'e'].map((n) => ({ email: `${n}@clinica.com`, firstName: n, lastName: 'F', passwordHash: 'x', role: 'physiotherapist' })))
    .returning('id')
    .execute();
  const rooms = await db
    .insertInto('rooms')
    .values(['Sala 1', 'Sala 2', 'Sala 3', 'Sala 4', 'Sala 5'].map((name) => ({ name })))
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
  return { patients: patients as number[], at };
}

/**
 * What the rule promises for every patient's slot: its non-cancelled appointments are one row under
 * the index, or a kept legacy overlap of which exactly one row is under the index (the others
 * exempt) so that no further booking of that patient at that slot gets in.
 */
async function expectSlotsConsistent(db: Db, at: Awaited<ReturnType<typeof legacyClinic>>['at']) {
  const rows = await db
    .selectFrom('appointments')
    .select(['id', 'patientId', 'date', 'time', 'status', 'patientSlotExempt'])
    .where('patientId', 'is not', null)
    .orderBy('id')
    .execute();
  const slots = new Map<string, typeof rows>();
  for (const row of rows) {
    expect(row.status === 'cancelled' && row.patientSlotExempt, `cancelled row ${row.id} exempt`).toBe(false);
    if (row.status === 'cancelled') continue;
    const key = `${row.patientId} ${row.time}`;
    slots.set(key, [...(slots.get(key) ?? []), row]);
  }
  for (const [key, active] of slots) {
    expect(active.filter((r) => !r.patientSlotExempt).map((r) => r.id), `${key}: one row under the index`).toHaveLength(1);
    const refused = await db.insertInto('appointments').values(at(active[0]!.patientId, 4, active[0]!.time)).execute().catch((e: unknown) => e);
    expect(isUniqueViolation(refused, 'appointments_patient_slot_key'), `${key}: a new booking is refused`).toBe(true);
  }
  return slots;
}

describe('appointments_patient_slot_key: one patient, one place per slot', () => {
  it('migrates a database that already holds a patient in two rooms at once, keeps every row, and refuses new overlaps', async () => {
    const db = tdb.db;
    // Back to the schema before the rule, as an older clinic's database is.
    const { patients, at } = await legacyClinic(db);
    const [ana, bia] = patients;
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

    // Later migrations run too: the first ones run are this rule's and its exemption's fix.
    expect((await migrateToLatest(db)).slice(0, 2)).toEqual([SLOT_RULE, EXEMPTION]);
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

  it('keeps exactly one active row of a kept overlap under the index whatever happens to the one under it (#20)', async () => {
    const db = tdb.db;
    const { patients, at } = await legacyClinic(db);
    const [ana, bia, cris, duda] = patients;
    const ids = (
      await db
        .insertInto('appointments')
        .values([
          // Ana 09:00: the oldest row cancelled, then three live ones.
          at(ana!, 0, '09:00', 'cancelled'),
          at(ana!, 1, '09:00'),
          at(ana!, 2, '09:00'),
          at(ana!, 3, '09:00', 'completed'),
          // Bia, Cris and Duda at 10:00: two live rows each.
          at(bia!, 0, '10:00'),
          at(bia!, 1, '10:00'),
          at(cris!, 2, '10:00'),
          at(cris!, 3, '10:00'),
          at(duda!, 0, '11:00'),
          at(duda!, 1, '11:00'),
        ])
        .returning('id')
        .execute()
    ).map((r) => r.id);
    expect((await migrateToLatest(db)).slice(0, 2)).toEqual([SLOT_RULE, EXEMPTION]);
    await expectSlotsConsistent(db, at);
    const exempt = async () =>
      (await db.selectFrom('appointments').select(['id', 'patientSlotExempt']).orderBy('id').execute()).filter((r) => r.patientSlotExempt).map((r) => r.id);
    expect(await exempt()).toEqual([ids[2], ids[3], ids[5], ids[7], ids[9]]);
    const versions = async () => (await db.selectFrom('appointments').select('version').orderBy('id').execute()).map((r) => r.version);
    const before = await versions();

    // The row under the index cancelled, moved, turned into a block, or its patient changed: the
    // oldest live overlap takes its place, so the slot stays taken.
    await db.updateTable('appointments').set({ status: 'cancelled' }).where('id', '=', ids[1]!).execute();
    await db.updateTable('appointments').set({ time: '12:00' }).where('id', '=', ids[4]!).execute();
    await db.updateTable('appointments').set({ patientId: null }).where('id', '=', ids[6]!).execute();
    await db.updateTable('appointments').set({ patientId: ana! }).where('id', '=', ids[8]!).execute();
    await expectSlotsConsistent(db, at);
    expect(await exempt()).toEqual([ids[3]]);
    // Taking a place under the index is bookkeeping: nobody editing that row is sent back (#20.8).
    const after = await versions();
    for (const i of [2, 3, 5, 7, 9]) expect(after[i], `row ${i}`).toBe(before[i]);

    // A kept overlap that is cancelled loses its exemption: brought back, it obeys the rule.
    await db.updateTable('appointments').set({ status: 'cancelled' }).where('id', '=', ids[3]!).execute();
    const back = await db.updateTable('appointments').set({ status: 'scheduled' }).where('id', '=', ids[3]!).execute().catch((e: unknown) => e);
    expect(isUniqueViolation(back, 'appointments_patient_slot_key')).toBe(true);
    await expectSlotsConsistent(db, at);

    // Deleted (a script, SQL by hand): the same hand-over.
    const [gone, kept] = await db
      .insertInto('appointments')
      .values([at(bia!, 0, '14:00'), { ...at(bia!, 1, '14:00'), patientSlotExempt: true }])
      .returning('id')
      .execute();
    await db.deleteFrom('appointments').where('id', '=', gone!.id).execute();
    expect((await expectSlotsConsistent(db, at)).get(`${bia} 14:00`)?.map((r) => [r.id, r.patientSlotExempt])).toEqual([[kept!.id, false]]);
  });

  it('repairs a database where the row under the index was cancelled before the fix', async () => {
    const db = tdb.db;
    const { patients, at } = await legacyClinic(db);
    const [ana] = patients;
    const ids = (
      await db
        .insertInto('appointments')
        .values([at(ana!, 0, '09:00'), at(ana!, 1, '09:00'), at(ana!, 2, '09:00'), at(ana!, 3, '09:00')])
        .returning('id')
        .execute()
    ).map((r) => r.id);
    await migrateTo(db, SLOT_RULE);
    // Under the slot rule alone: the row under the index cancelled leaves the slot looking free,
    // and a cancelled overlap keeps its mark.
    await db.updateTable('appointments').set({ status: 'cancelled' }).where('id', 'in', [ids[0]!, ids[3]!]).execute();
    expect((await migrateToLatest(db))[0]).toBe(EXEMPTION);
    const slots = await expectSlotsConsistent(db, at);
    expect(slots.get(`${ana} 09:00`)?.map((r) => [r.id, r.patientSlotExempt])).toEqual([
      [ids[1], false],
      [ids[2], true],
    ]);
  });
});
