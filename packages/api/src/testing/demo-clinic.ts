/** What the demo-clinic integration tests share: the demo seeded as on a fresh install, and its staff by role. */
import { type Database, type Kysely, findAllUsers } from '@clinic/db';
import type { Role } from '@clinic/domain';
import { expect } from 'vitest';

import { seedDemoClinic } from '../services/demo/demo-clinic.service';
import { ensureFirstAdmin } from '../services/users/bootstrap.service';
import { callerFor } from './index';

/** The first admin exists (as after the install), then the demo fills the empty clinic. */
export async function seedFreshDemoClinic(db: Kysely<Database>): Promise<void> {
  await ensureFirstAdmin(db, {});
  expect(await seedDemoClinic(db)).toBe(true);
}

/** The procedures as the demo's staff member with `role` calls them (it has one of each role but physiotherapist). */
export async function callerAsDemo(db: Kysely<Database>, role: Role): Promise<ReturnType<typeof callerFor>> {
  const user = (await findAllUsers(db)).find((u) => u.role === role);
  if (!user) throw new Error(`The demo clinic has no ${role}`);
  return callerFor(db, user);
}
