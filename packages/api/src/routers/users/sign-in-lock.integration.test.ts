/** The temporary sign-in lock (10 failed sign-ins in a row) as the users screen shows and lifts it. */
import { useTestDatabase } from '@clinic/db/test-hooks';
import type { UserRow } from '@clinic/db';
import { describe, expect, it } from 'vitest';

import { ACCOUNT_FAILURE_LIMIT, ACCOUNT_LOCK_MS } from '../../services/auth/login.service';
import { TEST_PASSWORD, callerFor, seedUser } from '../../testing';

const tdb = useTestDatabase();

// 14:17:30 in the clinic's zone (the tests run with TZ=America/Sao_Paulo).
const START = new Date('2026-11-22T17:17:30Z');

/** Ten wrong passwords in a row from different IPs: the account locks until START + 15 minutes. */
async function lockOut(user: UserRow, now = START): Promise<unknown> {
  let refusal: unknown;
  for (let i = 0; i < ACCOUNT_FAILURE_LIMIT; i += 1) {
    refusal = await callerFor(tdb.db, null, { ipAddress: `10.9.0.${i}`, now: () => now })
      .auth.login({ email: user.email, password: 'senha-errada' })
      .catch((error: unknown) => error);
  }
  return refusal;
}

describe('sign-in lock', () => {
  it('tells the person locked out for how long and until what time, in the clinic zone', async () => {
    const user = await seedUser(tdb.db);
    expect(await lockOut(user)).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: 'Muitas tentativas de login. Tente novamente em 15 minutos (às 14:32).',
    });
    const later = new Date(START.getTime() + 5 * 60_000);
    const again = callerFor(tdb.db, null, { ipAddress: '10.9.1.1', now: () => later });
    await expect(again.auth.login({ email: user.email, password: TEST_PASSWORD })).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: 'Muitas tentativas de login. Tente novamente em 10 minutos (às 14:32).',
    });
  });

  it('shows in the users list until it ends', async () => {
    const admin = await seedUser(tdb.db, { role: 'admin' });
    const user = await seedUser(tdb.db);
    await lockOut(user);
    const listAt = (at: Date) => callerFor(tdb.db, admin, { now: () => at }).users.list();
    const during = await listAt(new Date(START.getTime() + 60_000));
    expect(during.find((u) => u.id === user.id)).toMatchObject({
      isActive: true,
      signInLockedUntil: new Date(START.getTime() + ACCOUNT_LOCK_MS).toISOString(),
    });
    expect(during.find((u) => u.id === admin.id)?.signInLockedUntil).toBeNull();
    const after = await listAt(new Date(START.getTime() + ACCOUNT_LOCK_MS));
    expect(after.find((u) => u.id === user.id)?.signInLockedUntil).toBeNull();
  });

  it('is lifted by an admin: logged, and the user signs in at once with a fresh count', async () => {
    const admin = await seedUser(tdb.db, { role: 'admin' });
    const user = await seedUser(tdb.db, { firstName: 'Joana', lastName: 'Lima' });
    await lockOut(user);
    const now = new Date(START.getTime() + 60_000);
    const lifted = await callerFor(tdb.db, admin, { now: () => now }).users.liftSignInLock({ id: user.id });
    expect(lifted).toMatchObject({ id: user.id, signInLockedUntil: null });
    expect(JSON.stringify(lifted)).not.toMatch(/argon2|passwordHash/);
    const log = await tdb.db
      .selectFrom('systemLogs')
      .select(['action', 'entity', 'entityId', 'userId', 'description'])
      .where('userId', '=', admin.id)
      .executeTakeFirstOrThrow();
    expect(log).toEqual({
      action: 'update',
      entity: 'user',
      entityId: user.id,
      userId: admin.id,
      description: 'Bloqueio temporário de login de Joana Lima removido (iria até 14:32)',
    });
    expect((await callerFor(tdb.db, admin, { now: () => now }).users.list()).find((u) => u.id === user.id)?.signInLockedUntil).toBeNull();
    const signIn = (password: string) =>
      callerFor(tdb.db, null, { ipAddress: '10.9.2.1', now: () => now }).auth.login({ email: user.email, password });
    // A fresh count: one more mistake is a plain failure, not another lock.
    await expect(signIn('senha-errada')).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(signIn(TEST_PASSWORD)).resolves.toMatchObject({ id: user.id });
  });

  it('is lifted by a manager for a non-admin, but never for an admin', async () => {
    const manager = await seedUser(tdb.db, { role: 'manager' });
    const admin = await seedUser(tdb.db, { role: 'admin' });
    const physio = await seedUser(tdb.db, { role: 'physiotherapist' });
    await lockOut(admin);
    await lockOut(physio);
    const asManager = callerFor(tdb.db, manager, { now: () => START });
    await expect(asManager.users.liftSignInLock({ id: admin.id })).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'Apenas administradores podem criar ou alterar administradores.',
    });
    await expect(asManager.users.liftSignInLock({ id: physio.id })).resolves.toMatchObject({ signInLockedUntil: null });
    const list = await asManager.users.list();
    expect(list.find((u) => u.id === admin.id)?.signInLockedUntil).not.toBeNull();
    expect(list.find((u) => u.id === physio.id)?.signInLockedUntil).toBeNull();
  });

  it.each(['physiotherapist', 'financeiro', 'lider', 'recepcionista'] as const)('is refused (403) to %s, and the lock stays', async (role) => {
    const user = await seedUser(tdb.db);
    await lockOut(user);
    const other = callerFor(tdb.db, await seedUser(tdb.db, { role }), { now: () => START });
    await expect(other.users.liftSignInLock({ id: user.id })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    const lock = await tdb.db.selectFrom('loginLocks').select('lockedUntil').where('email', '=', user.email).executeTakeFirst();
    expect(lock?.lockedUntil).toEqual(new Date(START.getTime() + ACCOUNT_LOCK_MS));
    expect(await tdb.db.selectFrom('systemLogs').select('id').where('action', '=', 'update').execute()).toEqual([]);
  });

  it('answers 404 for an unknown user and logs nothing when no lock holds', async () => {
    const admin = await seedUser(tdb.db, { role: 'admin' });
    const user = await seedUser(tdb.db);
    const api = callerFor(tdb.db, admin);
    await expect(api.users.liftSignInLock({ id: 99_999 })).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Usuário não encontrado' });
    await expect(api.users.liftSignInLock({ id: user.id })).resolves.toMatchObject({ signInLockedUntil: null });
    expect(await tdb.db.selectFrom('systemLogs').select('id').where('action', '=', 'update').execute()).toEqual([]);
  });
});
