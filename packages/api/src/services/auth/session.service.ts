import { type Database, type Kysely, countUsers } from '@clinic/db';
import type { User } from '@clinic/domain';

import { getUserById } from '../users/users.service';

export interface SessionView {
  user: User | null;
  /**
   * True only while the clinic has no account at all: the sign-in page then offers creating the
   * first administrator (`auth.register` accepts a visitor only then). Says nothing else about
   * the users; a signed-in caller proves there is one, so it is asked only of visitors.
   */
  setupNeeded: boolean;
}

export async function readSession(db: Kysely<Database>, userId: number | undefined): Promise<SessionView> {
  if (userId !== undefined) return { user: await getUserById(db, userId), setupNeeded: false };
  return { user: null, setupNeeded: (await countUsers(db)) === 0 };
}
