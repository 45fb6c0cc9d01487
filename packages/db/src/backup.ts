/**
 * Backups of the clinic's database, for both kinds:
 * - embedded (PGlite): the whole data folder as one .tar.gz (PGlite's own dumpDataDir), taken with
 *   the folder's lock held (the server must be stopped: one process per embedded database);
 * - PostgreSQL: `pg_dump --format=custom`, restored with `pg_restore --clean --if-exists` in one
 *   transaction (a failed restore leaves the database as it was). The server may keep running.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { PGlite } from '@electric-sql/pglite';
import { type Kysely, sql } from 'kysely';
import pg from 'pg';

import { AUTH_CHANNEL } from './auth-changes';
import { lockDataDir } from './data-dir-lock';

/** Runs a PostgreSQL client tool; its error output becomes the error's message. */
function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new Error(`${command} não encontrado: instale o cliente do PostgreSQL (ex.: apt install postgresql-client)`)
          : error,
      ),
    );
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${command} falhou (código ${code}): ${stderr.trim()}`))));
  });
}

export async function backupPostgres(url: string, file: string): Promise<void> {
  mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, `--dbname=${url}`]);
}

export async function restorePostgres(url: string, file: string): Promise<void> {
  if (!existsSync(file)) throw new Error(`Arquivo de backup não encontrado: ${file}`);
  await run('pg_restore', ['--clean', '--if-exists', '--no-owner', '--no-privileges', '--single-transaction', `--dbname=${url}`, file]);
  // Servers still running on this database forget the sessions they kept: the restored rows came
  // back through DROP, CREATE and COPY, which fire none of the triggers that announce changes.
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`select pg_notify('${AUTH_CHANNEL}', '*')`);
  } finally {
    await client.end();
  }
}

export async function backupPglite(dataDir: string, file: string): Promise<void> {
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) throw new Error(`Nenhum banco de dados embutido em ${dataDir}`);
  const unlock = lockDataDir(dataDir);
  try {
    const pglite = new PGlite(dataDir);
    try {
      // dumpDataDir called before the database is up hangs for good (seen after a migration in the same process).
      await pglite.waitReady;
      const dump = await pglite.dumpDataDir('gzip');
      mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
      writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    } finally {
      await pglite.close();
    }
  } finally {
    unlock();
  }
}

/**
 * Restores an embedded database. A folder already holding one is kept beside it
 * (`<folder>.antes-da-restauracao-<time>`), never overwritten; answers where it went.
 */
export async function restorePglite(file: string, dataDir: string, now = new Date()): Promise<string | undefined> {
  if (!existsSync(file)) throw new Error(`Arquivo de backup não encontrado: ${file}`);
  let keptAt: string | undefined;
  if (existsSync(dataDir) && readdirSync(dataDir).some((name) => name !== '.lock' && name !== 'session-secret')) {
    // Fails with a clear message while the server has the folder open.
    lockDataDir(dataDir)();
    keptAt = `${dataDir.replace(/\/+$/, '')}.antes-da-restauracao-${now.toISOString().replace(/[:.]/g, '-')}`;
    renameSync(dataDir, keptAt);
  }
  mkdirSync(dataDir, { recursive: true });
  const unlock = lockDataDir(dataDir);
  try {
    const pglite = new PGlite(dataDir, { loadDataDir: new Blob([readFileSync(file)]) });
    await pglite.waitReady;
    await pglite.close();
  } finally {
    unlock();
  }
  return keptAt;
}

/** Rows in every table of the public schema (what a backup round trip must keep). */
export async function countRowsPerTable<DB>(db: Kysely<DB>): Promise<Record<string, number>> {
  const tables = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name
  `.execute(db);
  const counts: Record<string, number> = {};
  for (const { name } of tables.rows) {
    const result = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(name)}`.execute(db);
    counts[name] = result.rows[0]!.n;
  }
  return counts;
}
