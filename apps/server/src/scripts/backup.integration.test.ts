/**
 * pnpm db:backup / db:restore: a round trip keeps every row of every table, on the embedded
 * database (a real data folder) and on PostgreSQL (pg_dump / pg_restore into another database).
 */
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { seedDemoClinic } from '@clinic/api';
import {
  DataDirLockedError,
  backupPglite,
  backupPostgres,
  countRowsPerTable,
  createDatabase,
  listenForAuthChanges,
  migrateToLatest,
  restorePglite,
  restorePostgres,
} from '@clinic/db';
import { createTestDatabase } from '@clinic/db/testing';
import { afterAll, describe, expect, it } from 'vitest';

const onPostgres = process.env.TEST_DB === 'postgres';
const work = mkdtempSync(path.join(tmpdir(), 'clinic-backup-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe.skipIf(onPostgres)('backup of the embedded database', () => {
  it('restores every row of every table, keeps the folder it replaces, and refuses while the folder is open', { timeout: 180_000 }, async () => {
    const dataDir = path.join(work, 'data');
    const original = createDatabase({ dataDir });
    await migrateToLatest(original.db);
    await seedDemoClinic(original.db);
    const before = await countRowsPerTable(original.db);
    expect(before.appointments).toBeGreaterThan(0);
    expect(before.leads).toBeGreaterThan(0);

    await original.close();

    // A running server (another live process) holds the folder: no backup or restore behind its back.
    writeFileSync(path.join(dataDir, '.lock'), String(process.ppid));
    await expect(backupPglite(dataDir, path.join(work, 'busy.tar.gz'))).rejects.toBeInstanceOf(DataDirLockedError);
    rmSync(path.join(dataDir, '.lock'));

    const file = path.join(work, 'backups', 'clinica.tar.gz');
    await backupPglite(dataDir, file);

    // Something goes wrong after the backup: rows lost.
    const damaged = createDatabase({ dataDir });
    await damaged.db.deleteFrom('leads').execute();
    await damaged.close();
    writeFileSync(path.join(dataDir, '.lock'), String(process.ppid));
    await expect(restorePglite(file, dataDir)).rejects.toBeInstanceOf(DataDirLockedError);
    rmSync(path.join(dataDir, '.lock'));

    const keptAt = await restorePglite(file, dataDir, new Date('2026-11-23T15:00:00Z'));
    expect(keptAt).toBe(`${dataDir}.antes-da-restauracao-2026-11-23T15-00-00-000Z`);
    expect(readdirSync(keptAt!)).toContain('PG_VERSION');

    const restored = createDatabase({ dataDir });
    try {
      expect(await countRowsPerTable(restored.db)).toEqual(before);
    } finally {
      await restored.close();
    }
  });
});

describe.skipIf(!onPostgres)('backup of PostgreSQL', () => {
  it('restores every row of every table into another database, and over a damaged one', { timeout: 180_000 }, async () => {
    const source = await createTestDatabase();
    const target = await createTestDatabase();
    try {
      await seedDemoClinic(source.db);
      const before = await countRowsPerTable(source.db);
      expect(before.appointments).toBeGreaterThan(0);

      const file = path.join(work, 'clinica.dump');
      await backupPostgres(source.url!, file);

      // Servers listening on the target are told to forget every session they kept.
      const heard: string[] = [];
      const stop = await listenForAuthChanges(target.db, (payload) => heard.push(payload), () => {});
      await restorePostgres(target.url!, file);
      expect(await countRowsPerTable(target.db)).toEqual(before);
      for (let waited = 0; !heard.includes('*') && waited < 5_000; waited += 10) await new Promise((resolve) => setTimeout(resolve, 10));
      await stop!();
      expect(heard).toContain('*');

      await source.db.deleteFrom('leads').execute();
      await restorePostgres(source.url!, file);
      expect(await countRowsPerTable(source.db)).toEqual(before);
    } finally {
      await Promise.all([source.close(), target.close()]);
    }
  });

  it('says what failed when the file is not a backup', async () => {
    const target = await createTestDatabase();
    try {
      await expect(restorePostgres(target.url!, path.join(work, 'nao-existe.dump'))).rejects.toThrow('Arquivo de backup não encontrado');
    } finally {
      await target.close();
    }
  });
});
