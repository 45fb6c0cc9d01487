/**
 * The one database factory: PostgreSQL through `pg` when a URL is given, embedded PGlite otherwise.
 * Both return `yyyy-MM-dd` strings for `date` columns and strings for `numeric`.
 */
import { mkdirSync } from 'node:fs';

import { PGlite } from '@electric-sql/pglite';
import { CamelCasePlugin, Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';

import type { Database } from './tables';

const DATE_OID = 1082;
const NUMERIC_OID = 1700;
const INT8_OID = 20;

pg.types.setTypeParser(DATE_OID, (value: string) => value);
pg.types.setTypeParser(INT8_OID, (value: string) => Number(value));

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
}

export function createDatabase(options: DatabaseOptions): DatabaseHandle {
  const plugins = [new CamelCasePlugin()];
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.maxConnections ?? 10 });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  const dataDir = options.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const pglite = new PGlite(dataDir, {
    parsers: {
      [DATE_OID]: (value: string) => value,
      [NUMERIC_OID]: (value: string) => value,
      [INT8_OID]: (value: string) => Number(value),
    },
  });
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }), plugins });
  return { db, kind: 'pglite', close: () => db.destroy() };
}

/** True when `error` is a unique-constraint violation (same code on both drivers). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const e = error as { code?: unknown; constraint?: unknown };
  return e.code === '23505' && (constraint === undefined || e.constraint === constraint);
}

/** True when `error` is a foreign-key violation: the row is still referenced. */
export function isForeignKeyViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23503';
}
