import { type Database, type Kysely, countUsers } from '@clinic/db';
import { type RegisterInput, type User, can } from '@clinic/domain';

import { type Actor, isSignedIn } from '../../context';
import { AppError } from '../../errors';
import { toUserDto } from './user-dto';
import { createFirstUser } from './create-user.service';
import { createUserFromForm } from './users.service';

/**
 * Never open self-service: the clinic's first account (made admin; `first` tells the caller to
 * sign in as it), or an account created by a signed-in admin or manager.
 */
export async function registerUser(
  db: Kysely<Database>,
  actor: Actor,
  input: RegisterInput,
): Promise<{ user: User; first: boolean }> {
  if (isSignedIn(actor)) {
    if (!can(actor.user.role, 'users:manage')) throw new AppError('REGISTRATION_CLOSED');
    return { user: await createUserFromForm(db, actor, input), first: false };
  }
  // Cheap refusal before any password hashing: registration is closed once the clinic has users.
  if ((await countUsers(db)) > 0) throw new AppError('UNAUTHENTICATED');
  const created = await createFirstUser(db, actor, input);
  if (!created) throw new AppError('UNAUTHENTICATED');
  return { user: toUserDto(created), first: true };
}
