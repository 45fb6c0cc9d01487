import { useTestDatabase } from '@clinic/db/test-hooks';
import { describe, expect, it } from 'vitest';

import { callerFor, seedUser } from '../../testing';

const tdb = useTestDatabase();

describe('dashboard stats', () => {
  it('is 0/0 on an empty clinic', async () => {
    const api = callerFor(tdb.db, await seedUser(tdb.db, { role: 'recepcionista' }));
    expect(await api.dashboard.stats()).toEqual({
      activePatients: 0,
      todayAppointments: 0,
      physiotherapists: 0,
      availableRooms: '0/0',
    });
  });

  it('counts from the data, on the clinic clock', async () => {
    // 10:25 in São Paulo on 2026-11-23: the current slot is 10:00.
    const now = new Date('2026-11-23T13:25:00Z');
    const admin = await seedUser(tdb.db, { role: 'admin' });
    const physio = await seedUser(tdb.db, { role: 'physiotherapist' });
    await seedUser(tdb.db, { role: 'physiotherapist', isActive: false });
    const [r1, r2] = await tdb.db
      .insertInto('rooms')
      .values([{ name: 'Sala 1' }, { name: 'Sala 2' }, { name: 'Sala 3', isActive: false }])
      .returning('id')
      .execute();
    const [p1] = await tdb.db
      .insertInto('patients')
      .values([
        { firstName: 'Ana', lastName: 'A', phone: '1', birthDate: '1990-01-01' },
        { firstName: 'Bia', lastName: 'B', phone: '2', birthDate: '1990-01-01', status: 'Alta' },
        // Archived (#22): out of the lists, so out of the count although her status is Ativo.
        { firstName: 'Cris', lastName: 'C', phone: '3', birthDate: '1990-01-01', archivedAt: new Date('2026-11-20T12:00:00Z') },
      ])
      .returning('id')
      .execute();
    const base = { physiotherapistId: physio.id, date: '2026-11-23' };
    await tdb.db
      .insertInto('appointments')
      .values([
        { ...base, patientId: p1!.id, roomId: r1!.id, time: '10:00' },
        { ...base, patientId: p1!.id, roomId: r2!.id, time: '11:00' },
        { ...base, patientId: p1!.id, roomId: r2!.id, time: '10:00', status: 'cancelled' },
        { ...base, patientId: null, roomId: r2!.id, time: '15:00' },
        { ...base, patientId: p1!.id, roomId: r1!.id, time: '10:00', date: '2026-11-24' },
      ])
      .execute();
    const api = callerFor(tdb.db, admin, { now: () => now });
    expect(await api.dashboard.stats()).toEqual({
      activePatients: 1,
      todayAppointments: 2,
      physiotherapists: 1,
      availableRooms: '1/2',
    });
  });
});
