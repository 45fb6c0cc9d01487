/** The real server over a fresh test database, serving the built web app. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { TEST_PASSWORD, seedUser } from '@clinic/api/testing';
import type { UserRow } from '@clinic/db';
import { setAsideUserEmail } from '@clinic/db/testing';
import { type TestServer, createTestDatabase, startTestServer } from '@clinic/server/testing';

export const webDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/dist');

export interface RunningApp {
  baseUrl: string;
  db: Awaited<ReturnType<typeof createTestDatabase>>['db'];
  admin: UserRow;
  password: string;
  seedUser: (overrides?: Parameters<typeof seedUser>[1]) => Promise<UserRow>;
  close(): Promise<void>;
}

export async function startApp(): Promise<RunningApp> {
  if (!existsSync(path.join(webDist, 'index.html'))) {
    throw new Error(`Web app not built (${webDist}): run pnpm --filter @clinic/web build`);
  }
  const tdb = await createTestDatabase();
  const admin = await seedUser(tdb.db, {
    role: 'admin',
    email: 'admin@clinica.com',
    firstName: 'Marina',
    lastName: 'Souza',
  });
  const server: TestServer = await startTestServer(tdb.db, { webDist });
  return {
    baseUrl: server.baseUrl,
    db: tdb.db,
    admin,
    password: TEST_PASSWORD,
    seedUser: async (overrides) => {
      // A retried test seeds its users again (the app outlives the failed attempt): the account the
      // failed attempt left under that email steps aside, blocked, so the retry starts clean.
      if (overrides?.email) await setAsideUserEmail(tdb.db, overrides.email);
      return seedUser(tdb.db, overrides);
    },
    async close() {
      await server.close();
      await tdb.close();
    },
  };
}
