/**
 * Optimistic locking on every edit form's record (issue 20, point 8): an update that sends the
 * version it read is refused with 409 once someone else changed the record, and leaves it as it
 * was; a fresh version succeeds and raises the version; no version keeps last-write-wins.
 */
import type { Database, Kysely, UserRow } from '@clinic/db';
import { useTestDatabase } from '@clinic/db/test-hooks';
import { ERROR_CATALOGUE } from '@clinic/domain';
import { describe, expect, it } from 'vitest';

import { callerFor, seedUser } from '../testing';

const tdb = useTestDatabase();

type Api = ReturnType<typeof callerFor>;
type Table = 'appointments' | 'patients' | 'leads' | 'users' | 'services' | 'rooms';

interface Entity {
  table: Table;
  /** Creates the record to edit; answers its id. */
  seed: (db: Kysely<Database>, admin: UserRow) => Promise<number>;
  /** One update through the procedure, with a change that differs each time (`n`). */
  update: (api: Api, id: number, n: number, version?: number) => Promise<{ version: number }>;
}

async function seedPatient(db: Kysely<Database>): Promise<number> {
  const row = await db
    .insertInto('patients')
    .values({ firstName: 'Ana', lastName: 'Souza', phone: '(11) 98765-4321', birthDate: '1990-05-10' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const ENTITIES: Record<string, Entity> = {
  appointment: {
    table: 'appointments',
    seed: async (db) => {
      const physio = await seedUser(db, { role: 'physiotherapist' });
      const room = await db.insertInto('rooms').values({ name: 'Sala 1' }).returning('id').executeTakeFirstOrThrow();
      const row = await db
        .insertInto('appointments')
        .values({ patientId: await seedPatient(db), physiotherapistId: physio.id, roomId: room.id, date: '2026-12-01', time: '09:00' })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    update: (api, id, n, version) => api.appointments.update({ id, notes: `Pagamento combinado ${n}`, version }),
  },
  patient: {
    table: 'patients',
    seed: seedPatient,
    update: (api, id, n, version) => api.patients.update({ id, city: `Cidade ${n}`, version }),
  },
  lead: {
    table: 'leads',
    seed: async (db) =>
      (
        await db
          .insertInto('leads')
          .values({ name: 'Carla', whatsapp: '(11) 98888-0000', origin: 'Instagram', date: '2026-11-20' })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    update: (api, id, n, version) => api.leads.update({ id, origin: `Origem ${n}`, version }),
  },
  user: {
    table: 'users',
    seed: async (db) => (await seedUser(db, { role: 'recepcionista' })).id,
    update: (api, id, n, version) => api.users.update({ id, lastName: `Sobrenome ${n}`, version }),
  },
  service: {
    table: 'services',
    seed: async (db) =>
      (await db.insertInto('services').values({ name: 'Avaliação', price: '150.00' }).returning('id').executeTakeFirstOrThrow()).id,
    update: (api, id, n, version) => api.services.update({ id, name: `Serviço ${n}`, version }),
  },
  room: {
    table: 'rooms',
    seed: async (db) => (await db.insertInto('rooms').values({ name: 'Sala A' }).returning('id').executeTakeFirstOrThrow()).id,
    update: (api, id, n, version) => api.rooms.update({ id, name: `Sala ${n}`, version }),
  },
};

const rowOf = (table: Table, id: number) =>
  tdb.db.selectFrom(table).selectAll().where('id', '=', id).executeTakeFirstOrThrow() as Promise<Record<string, unknown>>;

describe.each(Object.entries(ENTITIES))('%s updates carry the version they read', (_name, entity) => {
  async function setup() {
    const admin = await seedUser(tdb.db, { role: 'admin' });
    const id = await entity.seed(tdb.db, admin);
    return { api: callerFor(tdb.db, admin), other: callerFor(tdb.db, await seedUser(tdb.db, { role: 'manager' })), id };
  }

  it('a fresh version succeeds and raises it; a stale one gets 409 and leaves the row untouched', async () => {
    const { api, other, id } = await setup();
    expect((await rowOf(entity.table, id)).version).toBe(1);
    // Two people opened the form at version 1; the first saves.
    const first = await entity.update(other, id, 1, 1);
    expect(first.version).toBe(2);
    const saved = await rowOf(entity.table, id);
    const logsBefore = await tdb.db.selectFrom('systemLogs').select('id').execute();

    await expect(entity.update(api, id, 2, 1)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'Este registro foi alterado por outra pessoa. Recarregue para ver a versão atual.',
    });
    expect(await rowOf(entity.table, id)).toEqual(saved);
    expect(await tdb.db.selectFrom('systemLogs').select('id').execute()).toEqual(logsBefore);

    // After reloading (version 2) the second person's save goes through.
    expect((await entity.update(api, id, 3, 2)).version).toBe(3);
  });

  it('two saves racing from the same version: exactly one wins, the other gets 409', async () => {
    const { api, other, id } = await setup();
    const results = await Promise.allSettled([entity.update(api, id, 1, 1), entity.update(other, id, 2, 1)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason)).toMatchObject([
      { code: 'CONFLICT', message: ERROR_CATALOGUE.STALE_VERSION.message },
    ]);
    expect((await rowOf(entity.table, id)).version).toBe(2);
  });

  it('without a version the last write wins, as before', async () => {
    const { api, other, id } = await setup();
    await entity.update(other, id, 1);
    const after = await entity.update(api, id, 2);
    expect(after.version).toBe(3);
  });

  it('refuses a version that is not a positive integer (400)', async () => {
    const { api, id } = await setup();
    await expect(entity.update(api, id, 1, 0)).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(entity.update(api, id, 1, 1.5)).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect((await rowOf(entity.table, id)).version).toBe(1);
  });
});

it('the catalogue has the 409 and its text in one place', () => {
  expect(ERROR_CATALOGUE.STALE_VERSION).toEqual({
    status: 409,
    message: 'Este registro foi alterado por outra pessoa. Recarregue para ver a versão atual.',
  });
});
