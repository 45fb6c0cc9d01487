/**
 * #20: imports take turns on a server (import-turns.ts): one user cannot run two at once, others
 * queue instead of taking every pooled connection, and a full queue answers 'busy'.
 */
import { useTestDatabase } from '@clinic/db/test-hooks';
import type { LeadImportInput } from '@clinic/domain';
import { describe, expect, it } from 'vitest';

import { MAX_WAITING_IMPORTS } from '../../services/leads/import-turns';
import { callerFor, seedUser } from '../../testing';

const tdb = useTestDatabase();

/** Rows with WhatsApp numbers never used before in this file (no duplicates to skip). */
let nextNumber = 0;
const rows = (count: number, prefix: string): LeadImportInput['rows'] =>
  Array.from({ length: count }, (_, i) => {
    const n = String(nextNumber++).padStart(8, '0');
    return { name: `${prefix} ${i}`, whatsapp: `(11) 9${n.slice(0, 4)}-${n.slice(4)}`, origin: 'instagram', date: '2026-05-01' };
  });

const leadCount = async () => Number((await tdb.db.selectFrom('leads').select(({ fn }) => fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

describe('lead imports take turns', () => {
  it("refuse a user's second import while the first is running, with 409", async () => {
    const user = await seedUser(tdb.db, { role: 'recepcionista' });
    const api = callerFor(tdb.db, user);
    const results = await Promise.allSettled([1, 2, 3, 4].map((n) => api.leads.import({ rows: rows(500, `Lote${n}`) })));
    const done = results.filter((r) => r.status === 'fulfilled');
    const refused = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as { code: string; message: string }] : []));
    expect(done).toHaveLength(1);
    expect(refused).toHaveLength(3);
    for (const error of refused) expect(error).toMatchObject({ code: 'CONFLICT', message: 'Já existe uma importação em andamento' });
    expect(await leadCount()).toBe(500);
    // Once it ended, the same user imports again.
    await expect(api.leads.import({ rows: rows(10, 'Depois') })).resolves.toMatchObject({ imported: 10 });
  });

  it("queue different users' imports one after another, and all of them land", async () => {
    const users = await Promise.all([1, 2, 3].map(() => seedUser(tdb.db, { role: 'recepcionista' })));
    const results = await Promise.all(users.map((user, n) => callerFor(tdb.db, user).leads.import({ rows: rows(300, `U${n}`) })));
    expect(results.map((r) => r.imported)).toEqual([300, 300, 300]);
    expect(await leadCount()).toBe(900);
  });

  it("tell the caller 'busy' (503) when too many wait, and run the rest", async () => {
    const users = await Promise.all(Array.from({ length: MAX_WAITING_IMPORTS + 3 }, () => seedUser(tdb.db, { role: 'recepcionista' })));
    const results = await Promise.allSettled(
      users.map((user, n) => callerFor(tdb.db, user).leads.import({ rows: rows(1, `B${n}`) })),
    );
    const busy = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as { code: string; message: string }] : []));
    // One runs, MAX_WAITING_IMPORTS wait, the others are turned away at once.
    expect(busy).toHaveLength(2);
    for (const error of busy) expect(error).toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: 'Servidor ocupado, tente novamente.' });
    expect(await leadCount()).toBe(MAX_WAITING_IMPORTS + 1);
  });
});
