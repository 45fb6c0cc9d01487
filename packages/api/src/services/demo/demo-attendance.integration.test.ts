import { useTestDatabase } from '@clinic/db/test-hooks';
import { ATTENDANCE_STATUSES, addDays, toIsoDate } from '@clinic/domain';
import { describe, expect, it } from 'vitest';

import { callerAsDemo, seedFreshDemoClinic } from '../../testing/demo-clinic';

const tdb = useTestDatabase({ reset: false });

describe('demo attendance', () => {
  it("shows past appointments in every state, a few 'Sem registro' and a patient flagged for two no-shows", async () => {
    await seedFreshDemoClinic(tdb.db);
    const api = await callerAsDemo(tdb.db, 'recepcionista');
    const today = toIsoDate();
    const past = await tdb.db.selectFrom('appointments').select(['attendanceStatus', 'patientId']).where('date', '<', today).where('patientId', 'is not', null).execute();
    const states = new Set(past.map((a) => a.attendanceStatus));
    for (const state of ATTENDANCE_STATUSES.filter((s) => s !== 'remarcado')) expect(states, state).toContain(state);

    const unrecorded = await api.attendance.unrecorded();
    expect(unrecorded.total).toBeGreaterThanOrEqual(3);
    const noShows = new Map<number, number>();
    for (const a of past.filter((a) => a.attendanceStatus === 'faltou')) noShows.set(a.patientId!, (noShows.get(a.patientId!) ?? 0) + 1);
    const flagged = [...noShows.entries()].find(([, n]) => n >= 2)![0];
    expect(await api.attendance.patientNoShows({ id: flagged })).toMatchObject({ flagged: true });

    const manager = await callerAsDemo(tdb.db, 'manager');
    const report = await manager.attendance.report({ startDate: addDays(today, -28), endDate: today });
    expect(report.total.noShows).toBeGreaterThanOrEqual(2);
    expect(report.total.lateCancels).toBeGreaterThanOrEqual(1);
    expect(report.byPhysiotherapist).toHaveLength(3);
    expect(report.byOrigin.length).toBeGreaterThan(1);
  });
});
