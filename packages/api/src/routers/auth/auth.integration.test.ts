import { useTestDatabase } from '@clinic/db/test-hooks';
import { describe, expect, it } from 'vitest';

import { ensureFirstAdmin } from '../../services/users/bootstrap.service';
import { ACCOUNT_LOCK_MS, sweepLoginThrottle } from '../../services/auth/login.service';
import { TEST_PASSWORD, callerFor, recordingSession, seedUser } from '../../testing';

const tdb = useTestDatabase();

describe('login', () => {
  it('signs in with the right password, starts a session and logs it', async () => {
    const user = await seedUser(tdb.db, { email: 'ana@clinica.com' });
    const session = recordingSession();
    const me = await callerFor(tdb.db, null, { session }).auth.login({
      email: 'ANA@clinica.com',
      password: TEST_PASSWORD,
    });
    expect(me.id).toBe(user.id);
    expect(me).not.toHaveProperty('passwordHash');
    expect(JSON.stringify(me)).not.toContain('argon2');
    expect(session.signedInAs).toBe(user.id);
    const log = await tdb.db.selectFrom('systemLogs').selectAll().executeTakeFirstOrThrow();
    expect(log).toMatchObject({ action: 'login', entity: 'user', userId: user.id, ipAddress: '203.0.113.7' });
  });

  it('gives the same answer for an unknown email and a wrong password, and logs both', async () => {
    await seedUser(tdb.db, { email: 'ana@clinica.com' });
    const api = callerFor(tdb.db, null);
    const unknown = await api.auth.login({ email: 'nobody@clinica.com', password: TEST_PASSWORD }).catch((e) => e);
    const wrong = await api.auth.login({ email: 'ana@clinica.com', password: 'wrong-password' }).catch((e) => e);
    expect(unknown.code).toBe('UNAUTHORIZED');
    expect(wrong.code).toBe('UNAUTHORIZED');
    expect(unknown.message).toBe(wrong.message);
    const rows = await tdb.db.selectFrom('systemLogs').select(['action', 'description']).execute();
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.action === 'login')).toBe(true);
  });

  it('refuses a blocked user even with the right password', async () => {
    await seedUser(tdb.db, { email: 'bloq@clinica.com', isActive: false });
    await expect(
      callerFor(tdb.db, null).auth.login({ email: 'bloq@clinica.com', password: TEST_PASSWORD }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  it('locks an account for 15 minutes after 10 failures in a row', async () => {
    await seedUser(tdb.db, { email: 'ana@clinica.com' });
    let now = new Date('2026-11-22T10:00:00Z');
    // Different IPs, so only the per-account rule applies.
    const attempt = (password: string, ip: string) =>
      callerFor(tdb.db, null, { ipAddress: ip, now: () => now }).auth.login({ email: 'ana@clinica.com', password });
    for (let i = 0; i < 9; i += 1) {
      await expect(attempt('wrong-password', `10.0.0.${i}`)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    }
    await expect(attempt('wrong-password', '10.0.1.1')).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    // Locked: even the right password is refused, with a retry time.
    const locked = await attempt(TEST_PASSWORD, '10.0.1.2').catch((e) => e);
    expect(locked.code).toBe('TOO_MANY_REQUESTS');
    expect(locked.cause.retryAfterSeconds).toBe(ACCOUNT_LOCK_MS / 1000);
    now = new Date(now.getTime() + ACCOUNT_LOCK_MS + 1000);
    await expect(attempt(TEST_PASSWORD, '10.0.1.3')).resolves.toMatchObject({ email: 'ana@clinica.com' });
  });

  it('lets no more than 10 guesses through when they arrive all at once', async () => {
    await seedUser(tdb.db, { email: 'ana@clinica.com' });
    const api = callerFor(tdb.db, null, { ipAddress: '192.0.2.50' });
    const results = await Promise.allSettled(
      Array.from({ length: 25 }, () => api.auth.login({ email: 'ana@clinica.com', password: 'wrong-password' })),
    );
    const codes = results.map((r) => (r.status === 'rejected' ? (r.reason as { code: string }).code : 'OK'));
    expect(codes.filter((c) => c === 'UNAUTHORIZED').length).toBeLessThanOrEqual(10);
    expect(codes.filter((c) => c === 'TOO_MANY_REQUESTS').length).toBeGreaterThanOrEqual(15);
    // And the account is now locked, even for the right password.
    await expect(api.auth.login({ email: 'ana@clinica.com', password: TEST_PASSWORD })).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
    });
  });

  it('throttles more than 10 failures a minute from one IP', async () => {
    let now = new Date('2026-11-22T10:00:00Z');
    const api = callerFor(tdb.db, null, { ipAddress: '198.51.100.1', now: () => now });
    for (let i = 0; i < 10; i += 1) {
      await expect(api.auth.login({ email: `x${i}@clinica.com`, password: 'wrong-password' })).rejects.toMatchObject({
        code: 'UNAUTHORIZED',
      });
    }
    const throttled = await api.auth.login({ email: 'y@clinica.com', password: 'wrong-password' }).catch((e) => e);
    expect(throttled.code).toBe('TOO_MANY_REQUESTS');
    expect(throttled.cause.retryAfterSeconds).toBeGreaterThan(0);
    expect(throttled.cause.retryAfterSeconds).toBeLessThanOrEqual(60);
    now = new Date(now.getTime() + 61_000);
    await expect(api.auth.login({ email: 'y@clinica.com', password: 'wrong-password' })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });
});

describe('throttle fixes (outside security test)', () => {
  const at = (iso: string) => new Date(iso);

  it('does not count attempts refused by the IP rule against the account (no permanent lock)', async () => {
    await seedUser(tdb.db, { email: 'alvo@clinica.com' });
    const now = at('2026-11-22T10:00:00Z');
    const shared = callerFor(tdb.db, null, { ipAddress: '198.51.100.9', now: () => now });
    for (let i = 0; i < 10; i += 1) {
      await expect(shared.auth.login({ email: `x${i}@clinica.com`, password: 'wrong-password' })).rejects.toMatchObject({
        code: 'UNAUTHORIZED',
      });
    }
    for (let i = 0; i < 11; i += 1) {
      await expect(shared.auth.login({ email: 'alvo@clinica.com', password: 'wrong-password' })).rejects.toMatchObject({
        code: 'TOO_MANY_REQUESTS',
      });
    }
    const elsewhere = callerFor(tdb.db, null, { ipAddress: '203.0.113.99', now: () => now });
    await expect(elsewhere.auth.login({ email: 'alvo@clinica.com', password: TEST_PASSWORD })).resolves.toMatchObject({
      email: 'alvo@clinica.com',
    });
  });

  it('locks for exactly 15 minutes, then opens with a fresh count, even after parallel guesses', async () => {
    await seedUser(tdb.db, { email: 'ana@clinica.com' });
    let now = at('2026-11-22T10:00:00Z');
    let ip = 0;
    const attempt = (password: string) =>
      callerFor(tdb.db, null, { ipAddress: `10.1.0.${(ip += 1)}`, now: () => now }).auth.login({
        email: 'ana@clinica.com',
        password,
      });
    const results = await Promise.allSettled(Array.from({ length: 25 }, () => attempt('wrong-password')));
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    const start = now.getTime();
    now = new Date(start + ACCOUNT_LOCK_MS - 1000);
    const locked = await attempt(TEST_PASSWORD).catch((e) => e);
    expect(locked.code).toBe('TOO_MANY_REQUESTS');
    expect(locked.cause.retryAfterSeconds).toBe(1);
    now = new Date(start + ACCOUNT_LOCK_MS);
    // Open again, and one new mistake is a plain failure, not another lock.
    await expect(attempt('wrong-password')).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(attempt(TEST_PASSWORD)).resolves.toMatchObject({ email: 'ana@clinica.com' });
  });

  it('counts throttled attempts instead of logging each one, and logs one summary per IP and minute', async () => {
    const now = at('2026-11-22T10:00:10Z');
    const api = callerFor(tdb.db, null, { ipAddress: '198.51.100.77', now: () => now });
    for (let i = 0; i < 40; i += 1) {
      await api.auth.login({ email: `f${i}@clinica.com`, password: 'wrong-password' }).catch(() => undefined);
    }
    const logRows = () => tdb.db.selectFrom('systemLogs').select(['description', 'ipAddress']).execute();
    expect(await logRows()).toHaveLength(10);
    // Within the same minute nothing is summarised yet.
    await sweepLoginThrottle(tdb.db, at('2026-11-22T10:00:50Z'));
    expect(await logRows()).toHaveLength(10);
    await sweepLoginThrottle(tdb.db, at('2026-11-22T10:01:05Z'));
    const rows = await logRows();
    expect(rows).toHaveLength(11);
    expect(rows.at(-1)).toMatchObject({ ipAddress: '198.51.100.77' });
    expect(rows.at(-1)!.description).toMatch(/^30 tentativa\(s\) de login recusada\(s\) por excesso de tentativas/);
    expect(await tdb.db.selectFrom('loginRefusals').selectAll().execute()).toEqual([]);
  });

  it('lifts a lock when an admin resets the password (script or screen)', async () => {
    const admin = await seedUser(tdb.db, { role: 'admin' });
    const target = await seedUser(tdb.db, { email: 'presa@clinica.com' });
    const lockedUntil = new Date(Date.now() + ACCOUNT_LOCK_MS);
    const lock = () =>
      tdb.db.insertInto('loginLocks').values({ email: 'presa@clinica.com', failures: 0, lockedUntil }).execute();
    const signIn = (password: string) =>
      callerFor(tdb.db, null).auth.login({ email: 'presa@clinica.com', password });

    await lock();
    await expect(signIn(TEST_PASSWORD)).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    await callerFor(tdb.db, admin).users.resetPassword({ email: 'presa@clinica.com', password: 'Nova#Senha2026' });
    await expect(signIn('Nova#Senha2026')).resolves.toMatchObject({ id: target.id });

    await lock();
    await callerFor(tdb.db, admin).users.update({ id: target.id, password: 'Outra#Senha2026' });
    await expect(signIn('Outra#Senha2026')).resolves.toMatchObject({ id: target.id });
  });

  it('sweeps locks that have ended', async () => {
    await tdb.db
      .insertInto('loginLocks')
      .values([
        { email: 'old@clinica.com', failures: 0, lockedUntil: at('2026-11-22T09:00:00Z') },
        { email: 'live@clinica.com', failures: 0, lockedUntil: at('2026-11-22T11:00:00Z') },
      ])
      .execute();
    await sweepLoginThrottle(tdb.db, at('2026-11-22T10:00:00Z'));
    expect((await tdb.db.selectFrom('loginLocks').select('email').execute()).map((r) => r.email)).toEqual([
      'live@clinica.com',
    ]);
  });
});

describe('logout and me', () => {
  it('returns the signed-in user and logs the logout', async () => {
    const user = await seedUser(tdb.db);
    const session = recordingSession();
    const api = callerFor(tdb.db, user, { session });
    expect((await api.auth.me()).email).toBe(user.email);
    await api.auth.logout();
    expect(session.signedOut).toBe(true);
    const log = await tdb.db.selectFrom('systemLogs').selectAll().executeTakeFirstOrThrow();
    expect(log).toMatchObject({ action: 'logout', userId: user.id });
  });

  it('answers UNAUTHORIZED when nobody is signed in', async () => {
    await expect(callerFor(tdb.db, null).auth.me()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(callerFor(tdb.db, null).auth.logout()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('session answers the user, or null without an error when nobody is signed in (the web app asks it)', async () => {
    const user = await seedUser(tdb.db);
    expect((await callerFor(tdb.db, user).auth.session()).user?.email).toBe(user.email);
    expect(await callerFor(tdb.db, null).auth.session()).toEqual({ user: null, setupNeeded: false });
  });

  it('session tells a visitor that the clinic needs its first administrator only while it has no user', async () => {
    const visitor = callerFor(tdb.db, null);
    expect(await visitor.auth.session()).toEqual({ user: null, setupNeeded: true });
    const first = await visitor.auth.register({
      email: 'primeira@clinica.com',
      password: 'Pelvica#2026x',
      firstName: 'Primeira',
      lastName: 'Admin',
    });
    expect(await visitor.auth.session()).toEqual({ user: null, setupNeeded: false });
    const row = await tdb.db.selectFrom('users').selectAll().where('id', '=', first.id).executeTakeFirstOrThrow();
    expect(await callerFor(tdb.db, row).auth.session()).toMatchObject({ user: { id: first.id }, setupNeeded: false });
    // Even with every account blocked, the clinic is set up: registration stays closed to visitors.
    await tdb.db.updateTable('users').set({ isActive: false }).execute();
    expect(await visitor.auth.session()).toEqual({ user: null, setupNeeded: false });
  });
});

describe('register', () => {
  const input = { email: 'nova@clinica.com', password: 'Pelvica#2026x', firstName: 'Nova', lastName: 'Conta' };

  it('creates the first account as admin and signs it in (bootstrap)', async () => {
    const session = recordingSession();
    const user = await callerFor(tdb.db, null, { session }).auth.register(input);
    expect(user.role).toBe('admin');
    expect(session.signedInAs).toBe(user.id);
  });

  it('is closed to visitors once users exist, and to roles other than admin/manager', async () => {
    await seedUser(tdb.db, { role: 'admin' });
    await expect(callerFor(tdb.db, null).auth.register(input)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    const reception = await seedUser(tdb.db, { role: 'recepcionista' });
    await expect(callerFor(tdb.db, reception).auth.register(input)).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  it('lets a manager create a user, defaulting to physiotherapist, without switching session', async () => {
    const manager = await seedUser(tdb.db, { role: 'manager' });
    const session = recordingSession();
    const user = await callerFor(tdb.db, manager, { session }).auth.register(input);
    expect(user.role).toBe('physiotherapist');
    expect(session.signedInAs).toBeNull();
    const log = await tdb.db.selectFrom('systemLogs').selectAll().executeTakeFirstOrThrow();
    expect(log).toMatchObject({ action: 'create', entity: 'user', entityId: user.id, userId: manager.id });
  });

  it('refuses short and common passwords, and a taken email (409)', async () => {
    const admin = await seedUser(tdb.db, { role: 'admin', email: 'chefe@clinica.com' });
    const api = callerFor(tdb.db, admin);
    await expect(api.auth.register({ ...input, password: 'curta' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(api.auth.register({ ...input, password: 'password1' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Esta senha é muito comum. Escolha uma senha mais difícil de adivinhar.',
    });
    await expect(api.auth.register({ ...input, password: 'senha123' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(api.auth.register({ ...input, email: 'CHEFE@clinica.com' })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'Este email já está cadastrado',
    });
  });
});

describe('first admin', () => {
  it('creates it once, with a generated password when none is given', async () => {
    const first = await ensureFirstAdmin(tdb.db, {});
    expect(first?.email).toBe('admin@clinica.local');
    expect(first?.generatedPassword?.length).toBeGreaterThanOrEqual(12);
    await expect(
      callerFor(tdb.db, null).auth.login({ email: 'admin@clinica.local', password: first!.generatedPassword! }),
    ).resolves.toMatchObject({ role: 'admin' });
    expect(await ensureFirstAdmin(tdb.db, {})).toBeUndefined();
  });

  it('uses ADMIN_EMAIL and ADMIN_PASSWORD when given', async () => {
    const first = await ensureFirstAdmin(tdb.db, { email: 'Dona@Clinica.com', password: 'Pelvica#2026x' });
    expect(first).toEqual({ email: 'dona@clinica.com', generatedPassword: undefined });
  });
});
