import type { Compilable, CompiledQuery, Kysely, Transaction } from 'kysely';

import type { Database } from './tables';

/** What every query function takes first: the database or an open transaction. */
export type Executor = Kysely<Database> | Transaction<Database>;

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
