import { useTestDatabase } from '@clinic/db/test-hooks';
import { CONFIRMATION_STATES } from '@clinic/domain';
import { describe, expect, it } from 'vitest';

import { callerAsDemo, seedFreshDemoClinic } from '../../testing/demo-clinic';

const tdb = useTestDatabase({ reset: false });

describe('demo confirmations', () => {
  it("show the next working day's appointments in every confirmation state, and answers in the inbox", async () => {
    await seedFreshDemoClinic(tdb.db);
    const reception = await callerAsDemo(tdb.db, 'recepcionista');
    const day = await reception.confirmations.list({});
    expect(new Set(day.items.map((item) => item.confirmation))).toEqual(new Set(CONFIRMATION_STATES));
    expect(day.inbox.map((item) => item.kind)).toEqual(expect.arrayContaining(['remarcar', 'verificar']));
    const counts = await reception.confirmations.counts();
    expect(counts.confirmed).toBeGreaterThan(0);
    expect(counts.pending).toBeGreaterThan(0);
  });
});
