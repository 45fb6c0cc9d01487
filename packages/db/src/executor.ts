import type { Compilable, CompiledQuery, Kysely, Transaction } from 'kysely';

import type { Database } from './tables';

/** What every query function takes first: the database or an open transaction. */
export type Executor = Kysely<Database> | Transaction<Database>;

/**
 * Runs `work` inside the caller's transaction when `db` already is one, else in a new transaction:
 * a service that owns its transaction can also be one step of a larger one (a WhatsApp reply claims
 * its nonce and changes the appointment in one commit, or neither).
 */
export function withTransaction<T>(db: Executor, work: (tx: Transaction<Database>) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db as Transaction<Database>) : db.transaction().execute(work);
}

/**
 * A query that takes no parameters, built and compiled once per database instead of on every call
 * (building and compiling was a tenth of a short signed-in read's server time). Only for queries
 * whose SQL never changes; `executeQuery` still runs the plugins on the rows (snake_case to camelCase).
 */
export function compiledOnce<R>(build: (db: Executor) => Compilable<R>): (db: Executor) => CompiledQuery<R> {
  const compiled = new WeakMap<Executor, CompiledQuery<R>>();
  return (db) => {
    let query = compiled.get(db);
    if (!query) {
      query = build(db).compile();
      if (query.parameters.length) throw new Error('compiledOnce: the query has parameters');
      compiled.set(db, query);
    }
    return query;
  };
}
