import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';

import { listenForAuthChanges } from './auth-changes';
import { createDatabase } from './client';
import { migrateToLatest } from './migrate';
import type { Database } from './tables';
import { useTestDatabase } from './testing/test-hooks';

const tdb = useTestDatabase();

/** Listens to tdb, runs `write`, and answers what was heard once `expected` payloads came (or 5 s passed). */
async function heardDuring(write: () => Promise<unknown>, expected: number): Promise<string[]> {
  const heard: string[] = [];
  const stop = await listenForAuthChanges(tdb.db, (payload) => heard.push(payload), () => {});
  expect(stop).toBeDefined();
  try {
    await write();
    const deadline = Date.now() + 5_000;
    while (heard.length < expected && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
    // Nothing more arrives late.
    await new Promise((resolve) => setTimeout(resolve, 50));
    return heard;
  } finally {
    await stop!();
  }
}

async function seedUsers() {
  const rows = await tdb.db
    .insertInto('users')
    .values(
      ['ana', 'bia'].map((name) => ({ email: `${name}@clinica.com`, passwordHash: 'x', firstName: name, lastName: 'Lima', role: 'admin' })),
    )
    .returning('id')
    .execute();
  return rows.map((r) => r.id) as [number, number];
}

describe(`changes of users and sessions, announced on clinic_auth (${process.env.TEST_DB ?? 'pglite'})`, () => {
  it('names the user whose row was updated or deleted, once per committed statement', async () => {
    const [ana, bia] = await seedUsers();
    const heard = await heardDuring(async () => {
      await tdb.db.updateTable('users').set({ isActive: false }).where('id', '=', ana).execute();
      await tdb.db.transaction().execute(async (trx) => {
        await trx.updateTable('users').set({ role: 'manager' }).where('id', '=', bia).execute();
        await trx.updateTable('users').set({ firstName: 'Beatriz' }).where('id', '=', bia).execute();
      });
      await tdb.db.deleteFrom('users').where('id', '=', ana).execute();
    }, 3);
    // One notification per distinct payload in a transaction (PostgreSQL folds duplicates).
    expect(heard).toEqual([`u${ana}`, `u${bia}`, `u${ana}`]);
  });

  it('names the user of a session updated or deleted; a rolled-back change says nothing', async () => {
    const [ana] = await seedUsers();
    const session = (sid: string) => ({ sid, userId: ana, data: '{}', expiresAt: new Date(Date.now() + 60_000) });
    await tdb.db.insertInto('sessions').values([session('s1'), session('s2')]).execute();
    const heard = await heardDuring(async () => {
      await tdb.db.updateTable('sessions').set({ data: '{"x":1}' }).where('sid', '=', 's1').execute();
      await tdb.db
        .transaction()
        .execute(async (trx) => {
          await trx.deleteFrom('sessions').where('sid', '=', 's2').execute();
          throw new Error('rolled back');
        })
        .catch(() => {});
      await tdb.db.deleteFrom('sessions').where('sid', '=', 's2').execute();
    }, 2);
    expect(heard).toEqual([`u${ana}`, `u${ana}`]);
  });

  it('says * when a table is emptied at once (TRUNCATE fires no row triggers)', async () => {
    await seedUsers();
    expect(await heardDuring(() => sql`truncate sessions, users cascade`.execute(tdb.db), 1)).toEqual(['*']);
  });

  it('cannot be heard on a database without the triggers, nor on one not made by createDatabase', async () => {
    // Never connects: the answer comes before any query.
    const foreign = new Kysely<Database>({ dialect: new PostgresDialect({ pool: new pg.Pool({ max: 1 }) }) });
    expect(await listenForAuthChanges(foreign, () => {}, () => {})).toBeUndefined();
    await foreign.destroy();
    const bare = createDatabase({ dataDir: 'memory://' });
    try {
      await sql`create table users (id int)`.execute(bare.db);
      expect(await listenForAuthChanges(bare.db, () => {}, () => {})).toBeUndefined();
      await sql`drop table users`.execute(bare.db);
      await migrateToLatest(bare.db);
      const stop = await listenForAuthChanges(bare.db, () => {}, () => {});
      expect(stop).toBeDefined();
      await stop!();
    } finally {
      await bare.close();
    }
  });
});
