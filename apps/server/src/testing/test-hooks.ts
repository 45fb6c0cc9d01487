/**
 * The real server of one test file, as vitest hooks, over the file's test database (see
 * useTestDatabase): started once on a free port before the file's tests, closed after them.
 * Kept apart from test-server.ts, which the e2e support, benches and the fuzz import outside vitest.
 */
import { useTestDatabase } from '@clinic/db/test-hooks';
import type { Role } from '@clinic/domain';
import { afterAll, beforeAll } from 'vitest';

import { type TestDatabase, type TestServer, signedInClient, startTestServer } from './test-server';

export function useTestServer(
  options: Parameters<typeof startTestServer>[1] & { reset?: boolean } = {},
): { tdb: TestDatabase; server: TestServer; signedIn: (role: Role) => ReturnType<typeof signedInClient> } {
  const { reset, ...serverOptions } = options;
  const tdb = useTestDatabase({ reset });
  let current: TestServer | undefined;
  const started = (): TestServer => {
    if (!current) throw new Error('the test server starts in beforeAll: use it inside hooks and tests');
    return current;
  };
  beforeAll(async () => {
    current = await startTestServer(tdb.db, serverOptions);
  });
  // Registered after the database's hooks, so it closes before the database does.
  afterAll(async () => current?.close());
  const server: TestServer = {
    get app() {
      return started().app;
    },
    get baseUrl() {
      return started().baseUrl;
    },
    close: () => started().close(),
  };
  return { tdb, server, signedIn: (role) => signedInClient(server, tdb.db, role) };
}
