import { useTestDatabase } from '@clinic/db/test-hooks';
import { addDays, toIsoDate } from '@clinic/domain';
import { describe, expect, it } from 'vitest';

import { callerAsDemo, seedFreshDemoClinic } from '../../testing/demo-clinic';

const tdb = useTestDatabase({ reset: false });

describe('demo waitlist', () => {
  it('puts a few patients (one urgent) on the waitlist, three of them fitting a freed slot of the coming days', async () => {
    await seedFreshDemoClinic(tdb.db);
    const api = await callerAsDemo(tdb.db, 'admin');
    const entries = await api.waitlist.list({});
    expect(entries).toHaveLength(4);
    expect(entries.filter((e) => e.urgent)).toHaveLength(1);
    const today = toIsoDate();
    let matched: Awaited<ReturnType<typeof api.waitlist.freedSlots>> = [];
    for (let d = 0; d <= 14 && matched.length === 0; d += 1) matched = await api.waitlist.freedSlots({ date: addDays(today, d) });
    const best = matched.find((cell) => cell.matches.length === 3);
    expect(best, 'a freed cell with three matches').toBeDefined();
    expect(best!.matches[0]!.urgent).toBe(true);
    const logged = await tdb.db.selectFrom('systemLogs').select('id').where('entity', '=', 'waitlist').execute();
    expect(logged).toHaveLength(4);
  });
});
