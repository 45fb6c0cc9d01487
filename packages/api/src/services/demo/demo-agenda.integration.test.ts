import { useTestDatabase } from '@clinic/db/test-hooks';
import { addDays, isWithinShift, toIsoDate, workWeekOf } from '@clinic/domain';
import { describe, expect, it } from 'vitest';

import { callerAsDemo, seedFreshDemoClinic } from '../../testing/demo-clinic';

const tdb = useTestDatabase({ reset: false });

describe('demo agenda', () => {
  it('fills this week and the next with a believable agenda, logged like any booking', async () => {
    await seedFreshDemoClinic(tdb.db);
    const api = await callerAsDemo(tdb.db, 'admin');
    const today = toIsoDate();
    const [start, end] = [workWeekOf(today)[0]!, workWeekOf(addDays(today, 7))[4]!];
    const all = await api.appointments.list({ startDate: start, endDate: end, includeCancelled: true });
    expect(all.length).toBeGreaterThan(60);
    expect(new Set(all.map((a) => a.date)).size).toBe(10);
    expect(new Set(all.map((a) => a.physiotherapistId)).size).toBe(3);
    expect(new Set(all.map((a) => a.roomId)).size).toBeGreaterThanOrEqual(3);
    expect(all.some((a) => a.patient === null)).toBe(true);
    expect(all.some((a) => a.status === 'cancelled')).toBe(true);
    expect(all.some((a) => a.status === 'scheduled')).toBe(true);
    // No patient is in two rooms at the same hour.
    const withPatient = all.filter((a) => a.patientId !== null);
    expect(new Set(withPatient.map((a) => `${a.patientId} ${a.date} ${a.time}`)).size).toBe(withPatient.length);
    const staff = await tdb.db.selectFrom('users').select(['id', 'shift']).execute();
    const shiftOf = new Map(staff.map((s) => [s.id, s.shift]));
    expect(all.every((a) => isWithinShift(shiftOf.get(a.physiotherapistId) as 'manha', a.time))).toBe(true);
    // (The demo's attendance part adds earlier weeks and marks today's: only these two weeks' bookings count here.)
    const created = await tdb.db
      .selectFrom('systemLogs')
      .select('id')
      .where('entity', '=', 'appointment')
      .where('action', '=', 'create')
      .where('entityId', 'in', all.map((a) => a.id))
      .execute();
    expect(created).toHaveLength(all.length);
  });
});
