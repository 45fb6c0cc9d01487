import {
  type Database,
  type Executor,
  type Kysely,
  type UserRow,
  countUsers,
  insertUser,
  lockForTransaction,
} from '@clinic/db';
import { ROLE_LABELS, type RegisterInput, fullName } from '@clinic/domain';

import type { Actor } from '../../context';
import { fromConstraint } from '../../errors';
import { logActivity } from '../activity-log';
import { assertAcceptablePassword, hashPassword } from './password';

const FIRST_USER_LOCK = 724_001;

/** Inserts a user and its log row in the caller's transaction. */
export async function insertUserLogged(
  tx: Executor,
  actor: Actor,
  input: RegisterInput,
  passwordHash: string,
): Promise<UserRow> {
  const { password: _password, ...fields } = input;
  let user: UserRow;
  try {
    user = await insertUser(tx, { ...fields, passwordHash });
  } catch (error) {
    throw fromConstraint(error);
  }
  await logActivity(tx, actor, {
    action: 'create',
    entity: 'user',
    entityId: user.id,
    description: `Usuário ${fullName(user)} (${user.email}) criado com o cargo ${ROLE_LABELS[input.role]}`,
  });
  return user;
}

/**
 * Creates a user only while none exists (the clinic's first account, made admin),
 * under a lock so two simultaneous first sign-ups cannot both succeed.
 * Returns undefined when users already exist.
 */
export async function createFirstUser(
  db: Kysely<Database>,
  actor: Actor,
  input: RegisterInput,
): Promise<UserRow | undefined> {
  assertAcceptablePassword(input.password, input.email);
  const passwordHash = await hashPassword(input.password);
  return db.transaction().execute(async (tx) => {
    await lockForTransaction(tx, FIRST_USER_LOCK);
    if ((await countUsers(tx)) > 0) return undefined;
    return insertUserLogged(tx, actor, { ...input, role: 'admin', isActive: true }, passwordHash);
  });
}
