import { describe, expect, it } from 'vitest';

import { compiledOnce } from './executor';
import { useTestDatabase } from './testing/test-hooks';

const tdb = useTestDatabase();

describe('compiledOnce', () => {
  it('compiles a query once per database and still runs the plugins on its rows', async () => {
    let builds = 0;
    const query = compiledOnce((db) => {
      builds++;
      return db.selectFrom('rooms').select(['id', 'isActive']).orderBy('id');
    });
    await tdb.db.insertInto('rooms').values([{ name: 'Sala 1' }, { name: 'Sala 2', isActive: false }]).execute();
    for (let i = 0; i < 3; i++) {
      expect((await tdb.db.executeQuery(query(tdb.db))).rows).toEqual([
        { id: 1, isActive: true },
        { id: 2, isActive: false },
      ]);
    }
    expect(builds).toBe(1);
    // A transaction is another executor: compiled for it, not confused with the database.
    await tdb.db.transaction().execute(async (trx) => {
      expect((await trx.executeQuery(query(trx))).rows).toHaveLength(2);
    });
    expect(builds).toBe(2);
  });

  it('refuses a query with parameters (their values would be frozen into every call)', () => {
    const query = compiledOnce((db) => db.selectFrom('rooms').selectAll().where('id', '=', 1));
    expect(() => query(tdb.db)).toThrow('compiledOnce: the query has parameters');
  });
});
