import { useTestDatabase } from '@clinic/db/test-hooks';
import { describe, expect, it } from 'vitest';

import { callerFor, seedUser } from '../../testing';

const tdb = useTestDatabase();

async function logAt(iso: string, fields: { action?: string; entity?: string; userId?: number | null } = {}) {
  await tdb.db
    .insertInto('systemLogs')
    .values({
      action: fields.action ?? 'create',
      entity: fields.entity ?? 'room',
      userId: fields.userId ?? null,
      description: `em ${iso}`,
      createdAt: new Date(iso),
    })
    .execute();
}

describe('system logs', () => {
  it('are read by admin and manager only: they hold IPs and the e-mails typed in failed sign-ins', async () => {
    for (const role of ['recepcionista', 'physiotherapist', 'financeiro', 'lider'] as const) {
      const api = callerFor(tdb.db, await seedUser(tdb.db, { role }));
      await expect(api.systemLogs.list({})).rejects.toMatchObject({ code: 'FORBIDDEN' });
      await expect(api.systemLogs.create({ action: 'update', entity: 'lead', description: 'x' })).resolves.toEqual({ success: true });
    }
  });

  it('filters by entity, action and user, newest first, with paging and a total', async () => {
    const ana = await seedUser(tdb.db, { firstName: 'Ana', lastName: 'Reis', role: 'manager' });
    const api = callerFor(tdb.db, ana);
    await logAt('2026-11-20T12:00:00Z', { userId: ana.id });
    await logAt('2026-11-21T12:00:00Z', { action: 'delete' });
    await logAt('2026-11-22T12:00:00Z', { entity: 'user', userId: ana.id });
    const all = await api.systemLogs.list({});
    expect(all.total).toBe(3);
    expect(all.items.map((l) => l.description)).toEqual(['em 2026-11-22T12:00:00Z', 'em 2026-11-21T12:00:00Z', 'em 2026-11-20T12:00:00Z']);
    expect(all.items[1]!.user).toBeNull();
    expect(all.items[0]!.user).toEqual({ firstName: 'Ana', lastName: 'Reis' });
    expect((await api.systemLogs.list({ entity: 'room' })).total).toBe(2);
    expect((await api.systemLogs.list({ action: 'delete' })).total).toBe(1);
    expect((await api.systemLogs.list({ userId: ana.id })).total).toBe(2);
    const page = await api.systemLogs.list({ limit: 1, offset: 1 });
    expect(page).toMatchObject({ total: 3, items: [{ description: 'em 2026-11-21T12:00:00Z' }] });
  });

  it('counts the start date from the start of that day and the end date to its end, in the clinic time zone', async () => {
    const api = callerFor(tdb.db, await seedUser(tdb.db, { role: 'manager' }));
    // São Paulo is UTC-3: 2026-11-21 starts at 03:00Z and ends before 2026-11-22T03:00Z.
    await logAt('2026-11-21T02:59:59Z');
    await logAt('2026-11-21T03:00:00Z');
    await logAt('2026-11-22T02:59:59Z');
    await logAt('2026-11-22T03:00:00Z');
    const day = await api.systemLogs.list({ startDate: '2026-11-21', endDate: '2026-11-21' });
    expect(day.items.map((l) => l.description)).toEqual(['em 2026-11-22T02:59:59Z', 'em 2026-11-21T03:00:00Z']);
    expect((await api.systemLogs.list({ startDate: '2026-11-21' })).total).toBe(3);
    expect((await api.systemLogs.list({ endDate: '2026-11-21' })).total).toBe(3);
    await expect(api.systemLogs.list({ startDate: '21/11/2026' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('writes a client log line in the name of the signed-in user, never of the body', async () => {
    const ana = await seedUser(tdb.db);
    const other = await seedUser(tdb.db);
    const api = callerFor(tdb.db, ana);
    await api.systemLogs.create({
      action: 'update',
      entity: 'lead',
      entityId: 3,
      description: 'Lead exportado',
      // Extra fields a client might send are stripped by the schema.
      ...({ userId: other.id, ipAddress: '1.2.3.4', userAgent: 'forjado', createdAt: '2000-01-01T00:00:00Z' } as object),
    });
    const row = await tdb.db.selectFrom('systemLogs').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ userId: ana.id, ipAddress: '203.0.113.7', userAgent: 'vitest', entity: 'lead', entityId: 3 });
    expect(row.createdAt.getFullYear()).toBeGreaterThan(2020);
    await expect(callerFor(tdb.db, null).systemLogs.create({ action: 'create', entity: 'room', description: 'x' })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });

  it('offers no way to edit or delete a log row', async () => {
    const api = callerFor(tdb.db, await seedUser(tdb.db, { role: 'admin' }));
    expect(Object.keys(api.systemLogs)).not.toContain('delete');
    expect(Object.keys(api.systemLogs)).not.toContain('update');
  });
});
