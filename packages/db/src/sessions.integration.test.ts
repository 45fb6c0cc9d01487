import { describe, expect, it } from 'vitest';

import { deleteSession, findLiveSessionWithUser, insertUser, touchSession, upsertSession } from './queries';
import { useTestDatabase } from './testing/test-hooks';

const tdb = useTestDatabase({ reset: false });

describe(`sessions (${process.env.TEST_DB ?? 'pglite'})`, () => {
  it('reads a live session with its user, each call with its own sid and time (the query is compiled once)', async () => {
    const ana = await insertUser(tdb.db, { email: 'ana@clinica.com', passwordHash: 'x', firstName: 'Ana', lastName: 'Lima' });
    const bia = await insertUser(tdb.db, { email: 'bia@clinica.com', passwordHash: 'x', firstName: 'Bia', lastName: 'Reis', role: 'manager' });
    const now = new Date();
    const later = new Date(now.getTime() + 3_600_000);
    await upsertSession(tdb.db, { sid: 'sid-ana', userId: ana.id, data: { userId: ana.id, lastSeenAt: 1 }, expiresAt: later });
    await upsertSession(tdb.db, { sid: 'sid-bia', userId: bia.id, data: { userId: bia.id, lastSeenAt: 2 }, expiresAt: later });
    await upsertSession(tdb.db, { sid: 'sid-none', userId: null, data: {}, expiresAt: later });

    const first = await findLiveSessionWithUser(tdb.db, 'sid-ana', now);
    expect(first?.data).toEqual({ userId: ana.id, lastSeenAt: 1 });
    expect(first?.user).toMatchObject({ id: ana.id, email: 'ana@clinica.com', firstName: 'Ana', role: ana.role, isActive: true });
    expect(first?.user?.createdAt).toBeInstanceOf(Date);
    const second = await findLiveSessionWithUser(tdb.db, 'sid-bia', now);
    expect(second?.user).toMatchObject({ id: bia.id, role: 'manager' });
    expect(second?.data).toEqual({ userId: bia.id, lastSeenAt: 2 });
    expect(await findLiveSessionWithUser(tdb.db, 'sid-none', now)).toEqual({ data: {}, user: undefined });
    expect(await findLiveSessionWithUser(tdb.db, 'sid-unknown', now)).toBeUndefined();
    // Expired: the time is a parameter of each call too.
    expect(await findLiveSessionWithUser(tdb.db, 'sid-ana', later)).toBeUndefined();
    expect(await findLiveSessionWithUser(tdb.db, 'sid-ana', now)).toBeDefined();
    // Inside a transaction (another executor) as well.
    await tdb.db.transaction().execute(async (trx) => {
      expect((await findLiveSessionWithUser(trx, 'sid-bia', now))?.user?.id).toBe(bia.id);
    });
  });

  it('touches a live session by update only: a session ended meanwhile is not brought back', async () => {
    const cai = await insertUser(tdb.db, { email: 'cai@clinica.com', passwordHash: 'x', firstName: 'Cai', lastName: 'Melo' });
    const now = new Date();
    await upsertSession(tdb.db, { sid: 'sid-cai', userId: cai.id, data: { userId: cai.id, lastSeenAt: 1 }, expiresAt: new Date(now.getTime() + 60_000) });
    const later = new Date(now.getTime() + 3_600_000);
    expect(await touchSession(tdb.db, { sid: 'sid-cai', data: { userId: cai.id, lastSeenAt: 2 }, expiresAt: later })).toBe(true);
    const row = await tdb.db.selectFrom('sessions').select(['userId', 'data', 'expiresAt']).where('sid', '=', 'sid-cai').executeTakeFirstOrThrow();
    expect(row).toEqual({ userId: cai.id, data: { userId: cai.id, lastSeenAt: 2 }, expiresAt: later });
    await deleteSession(tdb.db, 'sid-cai');
    expect(await touchSession(tdb.db, { sid: 'sid-cai', data: { userId: cai.id, lastSeenAt: 3 }, expiresAt: later })).toBe(false);
    expect(await tdb.db.selectFrom('sessions').select('sid').where('sid', '=', 'sid-cai').execute()).toEqual([]);
  });
});
