import { useTestDatabase } from '@clinic/db/test-hooks';
import { CONFIRMATION_STATES } from '@clinic/domain';
import { describe, expect, it } from 'vitest';

import { callerFor } from '../../testing';
import { ensureFirstAdmin } from '../users/bootstrap.service';
import { seedDemoClinic } from './demo-clinic.service';

const tdb = useTestDatabase({ reset: false });

describe('demo confirmations', () => {
  it("show the next working day's appointments in every confirmation state, and answers in the inbox", async () => {
    await ensureFirstAdmin(tdb.db, {});
    expect(await seedDemoClinic(tdb.db)).toBe(true);
    const reception = await tdb.db.selectFrom('users').selectAll().where('role', '=', 'recepcionista').executeTakeFirstOrThrow();
    const day = await callerFor(tdb.db, reception).confirmations.list({});
    expect(new Set(day.items.map((item) => item.confirmation))).toEqual(new Set(CONFIRMATION_STATES));
    expect(day.inbox.map((item) => item.kind)).toEqual(expect.arrayContaining(['remarcar', 'verificar']));
    const counts = await callerFor(tdb.db, reception).confirmations.counts();
    expect(counts.confirmed).toBeGreaterThan(0);
    expect(counts.pending).toBeGreaterThan(0);
  });
});
