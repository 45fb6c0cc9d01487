import { useTestDatabase } from '@clinic/db/test-hooks';
import { describe, expect, it } from 'vitest';

import { callerFor, seedUser } from '../../testing';

const tdb = useTestDatabase();

const logs = () => tdb.db.selectFrom('systemLogs').selectAll().orderBy('id').execute();

describe('rooms procedures', () => {
  it('creates, lists, updates and removes a room, logging each change with the acting user', async () => {
    const admin = await seedUser(tdb.db, { role: 'admin' });
    const api = callerFor(tdb.db, admin);

    const room = await api.rooms.create({ name: '  Sala Azul ', isActive: true });
    expect(room).toEqual({ id: room.id, name: 'Sala Azul', isActive: true, version: 1 });
    expect(await api.rooms.list()).toEqual([room]);

    const updated = await api.rooms.update({ id: room.id, name: 'Sala Verde', isActive: false });
    expect(updated).toEqual({ id: room.id, name: 'Sala Verde', isActive: false, version: 2 });

    await api.rooms.delete({ id: room.id });
    expect(await api.rooms.list()).toEqual([]);

    const rows = await logs();
    expect(rows.map((r) => [r.action, r.entity, r.entityId, r.userId, r.ipAddress, r.userAgent])).toEqual([
      ['create', 'room', room.id, admin.id, '203.0.113.7', 'vitest'],
      ['update', 'room', room.id, admin.id, '203.0.113.7', 'vitest'],
      ['delete', 'room', room.id, admin.id, '203.0.113.7', 'vitest'],
    ]);
    expect(rows.map((r) => r.description)).toEqual([
      'Sala "Sala Azul" criada (ativa)',
      'Sala "Sala Verde" atualizada: nome "Sala Azul" → "Sala Verde"; status ativa → inativa',
      'Sala "Sala Verde" removida',
    ]);
  });

  it('refuses a duplicate name (any case) with a conflict and writes no log row', async () => {
    const api = callerFor(tdb.db, await seedUser(tdb.db, { role: 'manager' }));
    await api.rooms.create({ name: 'Sala 1', isActive: true });
    await expect(api.rooms.create({ name: 'SALA 1', isActive: true })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'Já existe uma sala com este nome',
    });
    expect(await logs()).toHaveLength(1);
  });

  it('changes only the fields an update sends', async () => {
    const api = callerFor(tdb.db, await seedUser(tdb.db, { role: 'admin' }));
    const room = await api.rooms.create({ name: 'Sala 1', isActive: false });
    expect(await api.rooms.update({ id: room.id, name: 'Sala Um' })).toEqual({ id: room.id, name: 'Sala Um', isActive: false, version: 2 });
  });

  it('answers NOT_FOUND for a room that does not exist', async () => {
    const api = callerFor(tdb.db, await seedUser(tdb.db, { role: 'admin' }));
    await expect(api.rooms.update({ id: 999, name: 'X' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(api.rooms.delete({ id: 999 })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('keeps a room that has appointments: it can only be deactivated', async () => {
    const admin = await seedUser(tdb.db, { role: 'admin' });
    const api = callerFor(tdb.db, admin);
    const room = await api.rooms.create({ name: 'Sala 2', isActive: true });
    await tdb.db
      .insertInto('appointments')
      .values({ physiotherapistId: admin.id, roomId: room.id, date: '2026-11-23', time: '10:00' })
      .execute();
    await expect(api.rooms.delete({ id: room.id })).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(await api.rooms.list()).toHaveLength(1);
  });

  it('counts the appointments a room still holds from the current hour on, before it is deactivated', async () => {
    const admin = await seedUser(tdb.db, { role: 'admin' });
    const now = new Date('2026-11-24T13:25:00Z'); // 10:25 in São Paulo: the 10:00 slot counts
    const api = callerFor(tdb.db, admin, { now: () => now });
    const room = await api.rooms.create({ name: 'Sala 2', isActive: true });
    const other = await api.rooms.create({ name: 'Sala 3', isActive: true });
    const at = (date: string, time: string, status = 'scheduled', roomId = room.id) => ({ physiotherapistId: admin.id, roomId, date, time, status });
    await tdb.db
      .insertInto('appointments')
      .values([
        at('2026-11-23', '10:00'),
        at('2026-11-24', '09:00'),
        at('2026-11-24', '10:00'),
        at('2026-11-24', '15:00', 'cancelled'),
        at('2026-12-01', '08:00'),
        at('2026-12-01', '09:00', 'scheduled', other.id),
      ])
      .execute();
    expect(await api.rooms.futureAppointments({ id: room.id })).toEqual({ count: 2 });
    // Deactivating keeps them: the count stays, and nothing is cancelled.
    await api.rooms.update({ id: room.id, isActive: false });
    expect(await api.rooms.futureAppointments({ id: room.id })).toEqual({ count: 2 });
    await expect(api.rooms.futureAppointments({ id: 999 })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const reception = callerFor(tdb.db, await seedUser(tdb.db, { role: 'recepcionista' }));
    await expect(reception.rooms.futureAppointments({ id: room.id })).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  it('lets every signed-in role read rooms but only admin and manager change them', async () => {
    const reception = callerFor(tdb.db, await seedUser(tdb.db, { role: 'recepcionista' }));
    const physio = callerFor(tdb.db, await seedUser(tdb.db, { role: 'physiotherapist' }));
    await callerFor(tdb.db, await seedUser(tdb.db, { role: 'admin' })).rooms.create({ name: 'A', isActive: true });
    expect(await reception.rooms.list()).toHaveLength(1);
    await expect(reception.rooms.create({ name: 'B', isActive: true })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(physio.rooms.delete({ id: 1 })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(callerFor(tdb.db, null).rooms.list()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('rejects invalid input with the Portuguese message', async () => {
    const api = callerFor(tdb.db, await seedUser(tdb.db, { role: 'admin' }));
    await expect(api.rooms.create({ name: '', isActive: true })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(api.rooms.create({ name: 'x'.repeat(51), isActive: true })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });
});
