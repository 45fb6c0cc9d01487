import { describe, expect, it } from 'vitest';

import { isUniqueViolation } from './client';
import { findAllRooms, insertRoom, insertUser } from './queries';
import { useTestDatabase } from './testing/test-hooks';

const tdb = useTestDatabase({ reset: false });

describe(`database (${process.env.TEST_DB ?? 'pglite'})`, () => {
  it('keeps date columns as yyyy-MM-dd strings and numerics as strings', async () => {
    const row = await tdb.db
      .insertInto('services')
      .values({ name: 'Avaliação', price: '150.50' })
      .returningAll()
      .executeTakeFirstOrThrow();
    expect(row.price).toBe('150.50');
    expect(row.quantity).toBe(0);
    expect(row.createdAt).toBeInstanceOf(Date);
    const patient = await tdb.db
      .insertInto('patients')
      .values({ firstName: 'Ana', lastName: 'Lima', phone: '11999999999', birthDate: '1990-02-03' })
      .returning(['birthDate', 'status', 'dysfunctions'])
      .executeTakeFirstOrThrow();
    expect(patient).toEqual({ birthDate: '1990-02-03', status: 'Ativo', dysfunctions: [] });
  });

  it('refuses two rooms with the same name, ignoring case', async () => {
    await insertRoom(tdb.db, { name: 'Sala Azul' });
    await expect(insertRoom(tdb.db, { name: 'sala azul' })).rejects.toSatisfy((e) =>
      isUniqueViolation(e, 'rooms_name_key'),
    );
    expect((await findAllRooms(tdb.db)).map((r) => r.name)).toEqual(['Sala Azul']);
  });

  it('refuses a double booking of a room or a physiotherapist, but not a cancelled one', async () => {
    await tdb.reset();
    const user = await tdb.db
      .insertInto('users')
      .values({ email: 'f@x.com', passwordHash: 'x', firstName: 'F', lastName: 'G' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const room = await insertRoom(tdb.db, { name: 'Sala 1' });
    const room2 = await insertRoom(tdb.db, { name: 'Sala 2' });
    const slot = { physiotherapistId: user.id, roomId: room.id, date: '2026-11-23', time: '09:00' };
    await tdb.db.insertInto('appointments').values(slot).execute();
    await expect(tdb.db.insertInto('appointments').values({ ...slot, roomId: room2.id }).execute()).rejects.toSatisfy(
      (e) => isUniqueViolation(e, 'appointments_physiotherapist_slot_key'),
    );
    await tdb.db.updateTable('appointments').set({ status: 'cancelled' }).execute();
    await tdb.db.insertInto('appointments').values(slot).execute();
  });
});

describe.runIf(process.env.TEST_DB === 'postgres')('double booking under concurrency (PostgreSQL)', () => {
  it('lets exactly one of two racing bookings of the same room and hour win', async () => {
    await tdb.reset();
    const a = await insertUser(tdb.db, { email: 'a@x.com', passwordHash: 'x', firstName: 'A', lastName: 'A' });
    const b = await insertUser(tdb.db, { email: 'b@x.com', passwordHash: 'x', firstName: 'B', lastName: 'B' });
    const room = await insertRoom(tdb.db, { name: 'Sala Única' });
    const book = (physiotherapistId: number) =>
      tdb.db.transaction().execute(async (tx) => {
        await tx
          .insertInto('appointments')
          .values({ physiotherapistId, roomId: room.id, date: '2026-12-01', time: '14:00' })
          .execute();
        // Hold the transaction open so the two really overlap.
        await new Promise((resolve) => setTimeout(resolve, 100));
      });
    const results = await Promise.allSettled([book(a.id), book(b.id)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const rejected = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(isUniqueViolation(rejected.reason, 'appointments_room_slot_key')).toBe(true);
  });
});
