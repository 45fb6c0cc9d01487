import type { Database, Kysely } from '@clinic/db';
import { fullName } from '@clinic/domain';

import type { SignedInActor } from '../../context';
import { logActivity } from '../activity-log';

/** Logs the sign-out; ending the session itself is the caller's (HTTP) business. */
export async function logout(db: Kysely<Database>, actor: SignedInActor): Promise<void> {
  const { user } = actor;
  await logActivity(db, actor, {
    action: 'logout',
    entity: 'user',
    entityId: user.id,
    description: `Logout realizado por ${fullName(user)} (${user.email})`,
  });
}
