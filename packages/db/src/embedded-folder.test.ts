import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';

import { EMBEDDED_SHARED_BUFFERS, createDatabase } from './client';
import { migrateToLatest } from './migrate';
import { findAllRooms, insertRoom } from './queries';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const residentMb = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync('/proc/self/status', 'utf8'))![1]) / 1024;

describe('embedded database in a folder', () => {
  it('is created on first open (in a child process), keeps its rows, and runs with smaller shared buffers', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'embedded-'));
    dirs.push(dir);
    const before = residentMb();
    const first = createDatabase({ dataDir: dir });
    try {
      await migrateToLatest(first.db);
      await insertRoom(first.db, { name: 'Sala 1' });
      const setting = await sql<{ sharedBuffers: string }>`show shared_buffers`.execute(first.db);
      expect(setting.rows[0]!.sharedBuffers).toBe(EMBEDDED_SHARED_BUFFERS);
      // Creating a database costs ~450 MB that stayed resident in the process that created it.
      expect(residentMb() - before).toBeLessThan(350);
    } finally {
      await first.close();
    }
    expect(existsSync(path.join(dir, 'PG_VERSION'))).toBe(true);

    const again = createDatabase({ dataDir: dir });
    try {
      expect((await findAllRooms(again.db)).map((r) => r.name)).toEqual(['Sala 1']);
    } finally {
      await again.close();
    }
  }, 120_000);
});
