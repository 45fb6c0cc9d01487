import { type Database, type Kysely, clearLoginLock, findLoginLock, findUserById } from '@clinic/db';
import { type UserListItem, canManageUser, formatClockTime, fullName } from '@clinic/domain';

import type { SignedInActor } from '../../context';
import { AppError } from '../../errors';
import { logActivity } from '../activity-log';
import { toUserDto } from './user-dto';
import { roleOf } from '../../session-user';

/**
 * Lifts the temporary sign-in lock (10 failed sign-ins in a row) on a user's account before its
 * 15 minutes end, and starts their failure count afresh. Admins and managers; only admins for admins.
 * Nothing is logged when no lock holds (it had ended, or another person lifted it first).
 */
export async function liftSignInLock(
  db: Kysely<Database>,
  actor: SignedInActor,
  id: number,
  now: Date,
): Promise<UserListItem> {
  const user = await findUserById(db, id);
  if (!user) throw new AppError('USER_NOT_FOUND');
  if (!canManageUser(actor.user.role, roleOf(user))) throw new AppError('ADMIN_ONLY');
  const email = user.email.toLowerCase();
  await db.transaction().execute(async (tx) => {
    const lock = await findLoginLock(tx, email);
    await clearLoginLock(tx, email);
    if (!lock?.lockedUntil || lock.lockedUntil <= now) return;
    await logActivity(tx, actor, {
      action: 'update',
      entity: 'user',
      entityId: user.id,
      description: `Bloqueio temporário de login de ${fullName(user)} removido (iria até ${formatClockTime(lock.lockedUntil)})`,
    });
  });
  return { ...toUserDto(user), signInLockedUntil: null };
}
