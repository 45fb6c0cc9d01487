/**
 * The one database factory: PostgreSQL through `pg` when a URL is given, embedded PGlite otherwise.
 * Both return `yyyy-MM-dd` strings for `date` columns and strings for `numeric`.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';

import type { PGliteOptions } from '@electric-sql/pglite';
import { CamelCasePlugin, Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';

import { AUTH_CHANNEL, registerAuthChangeSource } from './auth-changes';
import { lockDataDir } from './data-dir-lock';
import { parseTimestamptz } from './timestamp-parser';
import type { Database } from './tables';

const DATE_OID = 1082;
const NUMERIC_OID = 1700;
const INT8_OID = 20;
const TIMESTAMPTZ_OID = 1184;

pg.types.setTypeParser(DATE_OID, (value: string) => value);
pg.types.setTypeParser(INT8_OID, (value: string) => Number(value));
const defaultTimestamptz = pg.types.getTypeParser(TIMESTAMPTZ_OID, 'text') as (value: string) => Date | string | null;
pg.types.setTypeParser(TIMESTAMPTZ_OID, (value: string) => parseTimestamptz(value, defaultTimestamptz));

export type DatabaseKind = 'postgres' | 'pglite';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A PostgreSQL URL; when absent the embedded database is used. */
  url?: string;
  /** Folder of the embedded database, or `memory://` for a throwaway one. */
  dataDir?: string;
  /** Pool size for PostgreSQL. */
  maxConnections?: number;
  /** Called when PostgreSQL drops a connection, idle or in use (restart, crash); the pool replaces it. */
  onConnectionError?: (error: Error) => void;
}

export function createDatabase(options: DatabaseOptions): DatabaseHandle {
  const plugins = [new CamelCasePlugin()];
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.maxConnections ?? 10,
      // While the database is down, fail fast (503) instead of queueing requests for minutes.
      connectionTimeoutMillis: 5_000,
    });
    // A connection whose server went away (restart, crash, network) emits 'error': an idle one on
    // the pool, which drops it; a checked-out one on the client itself, whose running query is
    // rejected with the same error (a 503 for the request, a retry for a job) and which the pool
    // drops when it comes back unqueryable. Unheard, either event ends the process.
    // The client's own listener reports both; the pool's must exist, or its re-emit would throw.
    pool.on('error', () => {});
    pool.on('connect', (client) => client.on('error', (error: Error) => options.onConnectionError?.(error)));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins });
    const url = options.url;
    registerAuthChangeSource(db, (onChange, onLost) => listenOnPostgres(url, onChange, onLost));
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  const dataDir = options.dataDir ?? 'memory://';
  let unlock = () => {};
  if (!dataDir.startsWith('memory://')) {
    mkdirSync(dataDir, { recursive: true });
    unlock = lockDataDir(dataDir);
    process.once('exit', unlock);
  }
  // One instance, opened on first use: by the first query, or by the first listener.
  let instance: ReturnType<typeof openPGlite> | undefined;
  const pglite = () => (instance ??= openPGlite(dataDir));
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }), plugins });
  registerAuthChangeSource(db, async (onChange) => {
    // One process owns the folder, so this listener cannot be lost while the database is open.
    const unlisten = await (await pglite()).listen(AUTH_CHANNEL, onChange);
    return async () => {
      await unlisten().catch(() => {}); // already closed
    };
  });
  return {
    db,
    kind: 'pglite',
    async close() {
      try {
        await db.destroy();
      } finally {
        unlock();
        process.removeListener('exit', unlock);
      }
    },
  };
}

/**
 * A connection of its own that LISTENs (a pooled one would be handed to queries). Keep-alive
 * probes find a connection the network dropped silently; until then, the listener's owner bounds
 * how long it trusts what it kept (the server's session cache keeps nothing longer than seconds).
 */
async function listenOnPostgres(
  url: string,
  onChange: (payload: string) => void,
  onLost: (error: Error) => void,
): Promise<() => Promise<void>> {
  const client = new pg.Client({ connectionString: url, keepAlive: true, keepAliveInitialDelayMillis: 10_000, connectionTimeoutMillis: 5_000 });
  let listening = false;
  let ended = false;
  const lost = (error: Error) => {
    if (ended) return;
    ended = true;
    void client.end().catch(() => {});
    if (listening) onLost(error);
  };
  client.on('error', lost);
  client.on('end', () => lost(new Error('the listening connection ended')));
  client.on('notification', (message) => {
    if (message.channel === AUTH_CHANNEL) onChange(message.payload ?? '');
  });
  try {
    await client.connect();
    await client.query(`LISTEN ${AUTH_CHANNEL}`);
  } catch (error) {
    ended = true;
    await client.end().catch(() => {});
    throw error;
  }
  if (ended) throw new Error('the listening connection ended');
  listening = true;
  return async () => {
    ended = true;
    await client.end().catch(() => {});
  };
}

/**
 * PostgreSQL's own default of 128 MB shared buffers is set up in the embedded database's memory at
 * start (about 1 MB resident per MB). A clinic's tables fit in far less, and pages that do not fit
 * are read from the files (the operating system caches those): 32 MB keeps ~100 MB less resident.
 */
export const EMBEDDED_SHARED_BUFFERS = '32MB';

const pgliteOptions: PGliteOptions = {
  parsers: {
    [DATE_OID]: (value: string) => value,
    [NUMERIC_OID]: (value: string) => value,
    [INT8_OID]: (value: string) => Number(value),
  },
  postgresqlconf: [`shared_buffers=${EMBEDDED_SHARED_BUFFERS}`],
};

/**
 * Opens the embedded database, loading PGlite on first use (a server on PostgreSQL never loads it).
 * A folder without a database is created first in a short-lived child process: creating one
 * (initdb) leaves ~450 MB resident in the process that did it, for as long as it lives, and neither
 * closing that instance nor a worker thread gives it all back.
 */
async function openPGlite(dataDir: string) {
  if (!dataDir.startsWith('memory://') && !existsSync(path.join(dataDir, 'PG_VERSION'))) {
    await createEmbeddedDatabase(dataDir);
  }
  const { PGlite } = await import('@electric-sql/pglite');
  return new PGlite(dataDir, pgliteOptions);
}

const CREATE_SCRIPT = `
const { PGlite } = await import(process.argv[1]);
const db = new PGlite(process.argv[2], { postgresqlconf: JSON.parse(process.argv[3]) });
await db.waitReady;
await db.close();
`;

async function createEmbeddedDatabase(dataDir: string): Promise<void> {
  const pglite =
    typeof import.meta.resolve === 'function'
      ? import.meta.resolve('@electric-sql/pglite')
      : pathToFileURL(createRequire(import.meta.url).resolve('@electric-sql/pglite')).href;
  await promisify(execFile)(process.execPath, [
    '--input-type=module',
    '-e',
    CREATE_SCRIPT,
    pglite,
    dataDir,
    JSON.stringify(pgliteOptions.postgresqlconf),
  ]);
}

/** True when `error` is a unique-constraint violation (same code on both drivers). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const e = error as { code?: unknown; constraint?: unknown };
  return e.code === '23505' && (constraint === undefined || e.constraint === constraint);
}

/**
 * True when the database could not be reached or dropped the connection (restart, crash, network):
 * the request may succeed later, so it is a 503, not a bug.
 */
export function isConnectionError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    // 08: connection exception; 57P01-57P03: admin shutdown, crash shutdown, cannot connect now.
    if (code.startsWith('08') || ['57P01', '57P02', '57P03'].includes(code)) return true;
    if (['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', 'EHOSTUNREACH'].includes(code)) return true;
  }
  return typeof message === 'string' && /Connection terminated|Client has encountered a connection error/.test(message);
}

/**
 * True when a query waited longer than the pool allows for a free connection: every connection was
 * busy (heavy work), the database itself is up. Not an outage: a 503 'busy' with Retry-After.
 */
export function isPoolBusyError(error: unknown): boolean {
  return error instanceof Error && error.message === POOL_WAIT_TIMEOUT_MESSAGE;
}

/** pg-pool's message when the wait for a pooled connection timed out (a new connection's own timeout says 'Connection terminated…'). */
const POOL_WAIT_TIMEOUT_MESSAGE = 'timeout exceeded when trying to connect';
