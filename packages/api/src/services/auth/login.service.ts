import {
  type Database,
  type Kysely,
  type UserRow,
  clearLoginLock,
  countRecentLoginFailuresByIp,
  deleteLoginFailure,
  findLoginLock,
  findUserByEmail,
  incrementLoginFailures,
  insertLoginFailure,
  saveLoginLock,
} from '@clinic/db';
import type { LoginInput } from '@clinic/domain';

import type { Actor } from '../../context';
import { AppError } from '../../errors';
import { logActivity } from '../activity-log';
import { verifyPassword } from './password';

/** Failed sign-ins allowed from one IP per window before answering 429. */
export const IP_FAILURE_LIMIT = 10;
export const IP_WINDOW_MS = 60_000;
/** Consecutive failures on one account before it is locked. */
export const ACCOUNT_FAILURE_LIMIT = 10;
export const ACCOUNT_LOCK_MS = 15 * 60_000;

const secondsUntil = (at: Date, now: Date) => Math.max(1, Math.ceil((at.getTime() - now.getTime()) / 1000));

/**
 * Checks the credentials, with throttling: more than 10 failures a minute from one IP, or 10 in a
 * row on one e-mail (then locked 15 minutes), answer TOO_MANY_ATTEMPTS. Every attempt is logged.
 * An unknown e-mail and a wrong password get the same answer.
 *
 * Each attempt is counted as a failure *before* the (slow) password check and forgiven if it
 * succeeds, so requests sent in parallel cannot all slip under the limits.
 */
export async function login(db: Kysely<Database>, input: LoginInput, actor: Actor, now: Date): Promise<UserRow> {
  const email = input.email.trim().toLowerCase();
  const ip = actor.ipAddress ?? 'desconhecido';
  const refuse = async (reason: string, retryAt: Date) => {
    await logActivity(db, actor, {
      action: 'login',
      entity: 'user',
      entityId: null,
      description: `Tentativa de login recusada para ${email}: ${reason}`,
    });
    throw new AppError('TOO_MANY_ATTEMPTS', { retryAfterSeconds: secondsUntil(retryAt, now) });
  };

  const lock = await findLoginLock(db, email);
  if (lock?.lockedUntil && lock.lockedUntil > now) await refuse('conta bloqueada temporariamente', lock.lockedUntil);

  // Reserve this attempt as a failure on both counters, atomically.
  const windowStart = new Date(now.getTime() - IP_WINDOW_MS);
  const { failureId, failures } = await db.transaction().execute(async (tx) => ({
    failureId: await insertLoginFailure(tx, ip, email, now),
    failures: await incrementLoginFailures(tx, email),
  }));
  const byIp = await countRecentLoginFailuresByIp(db, ip, windowStart);
  if (byIp.count > IP_FAILURE_LIMIT) {
    await refuse('muitas tentativas deste endereço IP', new Date((byIp.oldest ?? now).getTime() + IP_WINDOW_MS));
  }
  if (failures > ACCOUNT_FAILURE_LIMIT) {
    await refuse('conta bloqueada temporariamente', new Date(now.getTime() + ACCOUNT_LOCK_MS));
  }

  const user = await findUserByEmail(db, email);
  const valid = await verifyPassword(user?.passwordHash, input.password);

  if (!user || !valid) {
    const lockNow = failures === ACCOUNT_FAILURE_LIMIT;
    await db.transaction().execute(async (tx) => {
      if (lockNow) await saveLoginLock(tx, email, 0, new Date(now.getTime() + ACCOUNT_LOCK_MS));
      await logActivity(tx, actor, {
        action: 'login',
        entity: 'user',
        entityId: user?.id ?? null,
        description: lockNow
          ? `Falha de login para ${email}: ${ACCOUNT_FAILURE_LIMIT} tentativas seguidas, conta bloqueada por 15 minutos`
          : `Falha de login para ${email}: credenciais inválidas`,
      });
    });
    if (lockNow) throw new AppError('TOO_MANY_ATTEMPTS', { retryAfterSeconds: ACCOUNT_LOCK_MS / 1000 });
    throw new AppError('INVALID_CREDENTIALS');
  }

  // The right password: this attempt was not a failure after all.
  await db.transaction().execute(async (tx) => {
    await deleteLoginFailure(tx, failureId);
    await clearLoginLock(tx, email);
    if (!user.isActive) {
      await logActivity(tx, actor, {
        action: 'login',
        entity: 'user',
        entityId: user.id,
        description: `Login recusado para ${email}: usuário bloqueado`,
      });
      return;
    }
    await logActivity(tx, { ...actor, userId: user.id }, {
      action: 'login',
      entity: 'user',
      entityId: user.id,
      description: `Login realizado por ${user.firstName} ${user.lastName} (${email})`,
    });
  });
  if (!user.isActive) throw new AppError('USER_BLOCKED');
  return user;
}
