import { type Database, type Kysely, clearLoginLock, deleteSessionsOfUser, findUserByEmail, updateUser } from '@clinic/db';
import { canManageUser, fullName } from '@clinic/domain';

import type { SignedInActor } from '../../context';
import { AppError } from '../../errors';
import { logActivity } from '../activity-log';
import { assertAcceptablePassword, hashPassword } from './password';
import { roleOf } from '../../session-user';

/** Sets a new password, ends the user's open sessions and lifts a sign-in lock (they sign in again with it). */
export async function resetPassword(
  db: Kysely<Database>,
  actor: SignedInActor,
  input: { email: string; password: string },
): Promise<void> {
  const user = await findUserByEmail(db, input.email);
  if (!user) throw new AppError('USER_NOT_FOUND');
  if (!canManageUser(actor.user.role, roleOf(user))) throw new AppError('ADMIN_ONLY');
  assertAcceptablePassword(input.password, user.email);
  const passwordHash = await hashPassword(input.password);
  await db.transaction().execute(async (tx) => {
    await updateUser(tx, user.id, { passwordHash });
    await deleteSessionsOfUser(tx, user.id);
    await clearLoginLock(tx, user.email);
    await logActivity(tx, actor, {
      action: 'update',
      entity: 'user',
      entityId: user.id,
      description: `Senha redefinida para ${fullName(user)} (${user.email})`,
    });
  });
}
