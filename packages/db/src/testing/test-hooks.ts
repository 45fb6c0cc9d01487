/**
 * The test database of one test file, as vitest hooks: created and migrated once before the
 * file's tests, emptied before each test (unless `reset: false`), closed (and dropped, on
 * PostgreSQL) after them. Kept apart from index.ts (`@clinic/db/testing`), which scripts and benches import outside vitest.
 */
import { afterAll, beforeAll, beforeEach } from 'vitest';

import { type TestDatabase, createTestDatabase } from '.';

export function useTestDatabase(options: { reset?: boolean } = {}): TestDatabase {
  let current: TestDatabase | undefined;
  const open = (): TestDatabase => {
    if (!current) throw new Error('the test database is created in beforeAll: use it inside hooks and tests');
    return current;
  };
  beforeAll(async () => {
    current = await createTestDatabase();
  });
  afterAll(async () => current?.close());
  if (options.reset ?? true) beforeEach(async () => open().reset());
  return {
    get db() {
      return open().db;
    },
    get kind() {
      return open().kind;
    },
    get url() {
      return open().url;
    },
    reset: () => open().reset(),
    close: () => open().close(),
  };
}
