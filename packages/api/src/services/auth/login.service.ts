import {
  type Database,
  type Kysely,
  clearLoginLock,
  countLoginRefusal,
  countRecentLoginFailuresByIp,
  deleteExpiredLoginLocks,
  deleteLoginFailure,
  deleteLoginFailuresBefore,
  findLoginLock,
  findUserByEmail,
  incrementLoginFailures,
  insertLoginFailure,
  lockLoginUntil,
  takeLoginRefusalsBefore,
} from '@clinic/db';
import { type LoginInput, type User, formatDateTime, fullName, tooManyAttemptsMessage } from '@clinic/domain';

import type { Actor } from '../../context';
import { AppError } from '../../errors';
import { logActivity } from '../activity-log';
import { toUserDto } from '../users/user-dto';
import { verifyPassword } from '../users/password';

/** Failed sign-ins allowed from one IP per window before answering 429. */
export const IP_FAILURE_LIMIT = 10;
export const IP_WINDOW_MS = 60_000;
/** Consecutive failures on one account before it is locked. */
export const ACCOUNT_FAILURE_LIMIT = 10;
export const ACCOUNT_LOCK_MS = 15 * 60_000;

const secondsUntil = (at: Date, now: Date) => Math.max(1, Math.ceil((at.getTime() - now.getTime()) / 1000));
const minuteOf = (at: Date) => new Date(Math.floor(at.getTime() / 60_000) * 60_000);

/** The 429: the header and the message both say when to try again. */
const tooManyAttempts = (retryAt: Date, now: Date) =>
  new AppError('TOO_MANY_ATTEMPTS', {
    retryAfterSeconds: secondsUntil(retryAt, now),
    message: tooManyAttemptsMessage(retryAt, now),
  });

/**
 * Checks the credentials, with throttling: more than 10 failures a minute from one IP, or 10 in a
 * row on one e-mail (then locked for exactly 15 minutes), answer TOO_MANY_ATTEMPTS. Attempts that
 * reach the password check are logged one by one; those the throttle refuses are only counted
 * (see flushLoginRefusals), so an anonymous flood cannot grow the audit log. An unknown e-mail and
 * a wrong password get the same answer.
 *
 * Each attempt is counted as a failure *before* the (slow) password check and forgiven if it
 * succeeds, so requests sent in parallel cannot all slip under the limits. An attempt refused by
 * the IP rule never counts against the account: a crowded clinic IP cannot lock a colleague out.
 */
export async function login(db: Kysely<Database>, input: LoginInput, actor: Actor, now: Date): Promise<User> {
  const email = input.email.trim().toLowerCase();
  const ip = actor.ipAddress ?? 'desconhecido';
  const refuse = async (retryAt: Date): Promise<never> => {
    await countLoginRefusal(db, ip, minuteOf(now));
    throw tooManyAttempts(retryAt, now);
  };

  const lock = await findLoginLock(db, email);
  if (lock?.lockedUntil && lock.lockedUntil > now) await refuse(lock.lockedUntil);
  // A lock that has ended opens the account with a fresh count.
  if (lock?.lockedUntil) await clearLoginLock(db, email);

  const failureId = await insertLoginFailure(db, ip, email, now);
  const byIp = await countRecentLoginFailuresByIp(db, ip, new Date(now.getTime() - IP_WINDOW_MS));
  if (byIp.count > IP_FAILURE_LIMIT) await refuse(new Date((byIp.oldest ?? now).getTime() + IP_WINDOW_MS));
  const failures = await incrementLoginFailures(db, email);
  if (failures > ACCOUNT_FAILURE_LIMIT) {
    // Parallel guesses past the limit: the account locks (if the 10th has not yet done it).
    await refuse(await lockLoginUntil(db, email, new Date(now.getTime() + ACCOUNT_LOCK_MS)));
  }

  const user = await findUserByEmail(db, email);
  const valid = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !valid) {
    const lockNow = failures === ACCOUNT_FAILURE_LIMIT;
    const lockedUntil = await db.transaction().execute(async (tx) => {
      const until = lockNow ? await lockLoginUntil(tx, email, new Date(now.getTime() + ACCOUNT_LOCK_MS)) : null;
      await logActivity(tx, actor, {
        action: 'login',
        entity: 'user',
        entityId: user?.id ?? null,
        description: lockNow
          ? `Falha de login para ${email}: ${ACCOUNT_FAILURE_LIMIT} tentativas seguidas, conta bloqueada por 15 minutos`
          : `Falha de login para ${email}: credenciais inválidas`,
      });
      return until;
    });
    if (lockedUntil) throw tooManyAttempts(lockedUntil, now);
    throw new AppError('INVALID_CREDENTIALS');
  }

  // The right password: this attempt was not a failure after all.
  await db.transaction().execute(async (tx) => {
    await deleteLoginFailure(tx, failureId);
    await clearLoginLock(tx, email);
    await logActivity(tx, user.isActive ? { ...actor, userId: user.id } : actor, {
      action: 'login',
      entity: 'user',
      entityId: user.id,
      description: user.isActive
        ? `Login realizado por ${fullName(user)} (${email})`
        : `Login recusado para ${email}: usuário bloqueado`,
    });
  });
  if (!user.isActive) throw new AppError('USER_BLOCKED');
  return toUserDto(user);
}

/**
 * Housekeeping for the throttle, run every minute by the server: each finished minute of refused
 * sign-ins becomes one activity-log row per IP; old failures and ended locks are forgotten.
 */
export async function sweepLoginThrottle(db: Kysely<Database>, now: Date): Promise<void> {
  await db.transaction().execute(async (tx) => {
    for (const { ipAddress, minute, count } of await takeLoginRefusalsBefore(tx, minuteOf(now))) {
      await logActivity(tx, { userId: null, ipAddress, userAgent: null }, {
        action: 'login',
        entity: 'user',
        entityId: null,
        description: `${count} tentativa(s) de login recusada(s) por excesso de tentativas (IP ${ipAddress}, minuto de ${formatDateTime(minute)})`,
      });
    }
  });
  await deleteExpiredLoginLocks(db, now);
  await deleteLoginFailuresBefore(db, new Date(now.getTime() - 24 * 60 * 60_000));
}
