/**
 * Double-booking race on PostgreSQL over real HTTP: starts the server on a free port, signs in and
 * runs N trials of 10 simultaneous `POST /api/appointments` for one slot. Even trials: the same
 * physiotherapist in 10 rooms; odd trials: one room with 10 physiotherapists. Prints how many
 * bookings won per trial (goal: exactly 1 every time) and the overlapping rows left (goal: 0);
 * exits 1 on any violation (or any answer other than 200/409).
 *
 *   TEST_DATABASE_URL=postgres://user:pass@127.0.0.1:5432/db pnpm --filter @clinic/bench run race:agenda [--trials 1000]
 */
import { performance } from 'node:perf_hooks';

import { TEST_PASSWORD, seedUser } from '@clinic/api/testing';
import { createTestDatabase } from '@clinic/db/testing';
import { RestClient, startTestServer } from '@clinic/server/testing';
import { sql } from 'kysely';

import { numberArg, requirePostgres } from './postgres-script';

const TRIALS = numberArg('trials', 1000);
const RACERS = 10;
const SLOTS = ['08:00', '09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00', '18:00', '19:00'];

requirePostgres();

const tdb = await createTestDatabase();
const server = await startTestServer(tdb.db);
let failed = false;
try {
  const admin = await seedUser(tdb.db, { role: 'recepcionista' });
  const physios: { id: number }[] = [];
  for (let i = 0; i < RACERS; i += 1) physios.push(await seedUser(tdb.db, { role: 'physiotherapist', firstName: `Fisio${i}` }));
  const rooms = await tdb.db
    .insertInto('rooms')
    .values(Array.from({ length: RACERS }, (_, i) => ({ name: `Sala ${i + 1}` })))
    .returning('id')
    .execute();
  const patient = await tdb.db
    .insertInto('patients')
    .values({ firstName: 'Ana', lastName: 'Souza', phone: '(11) 98765-4321', birthDate: '1990-05-10' })
    .returning('id')
    .executeTakeFirstOrThrow();

  const client = new RestClient(server.baseUrl);
  const login = await client.post('/api/login', { email: admin.email, password: TEST_PASSWORD });
  if (login.status !== 200) throw new Error(`sign-in failed: ${login.status} ${login.text}`);

  const day = (n: number) => new Date(Date.UTC(2027, 0, 4 + n)).toISOString().slice(0, 10);
  const winners = new Map<number, number>();
  const unexpected = new Map<string, number>();
  const t0 = performance.now();
  for (let trial = 0; trial < TRIALS; trial += 1) {
    const date = day(Math.floor(trial / SLOTS.length));
    const time = SLOTS[trial % SLOTS.length]!;
    const samePhysio = trial % 2 === 0;
    const replies = await Promise.all(
      Array.from({ length: RACERS }, (_, i) =>
        client.post('/api/appointments', {
          patientId: patient.id,
          physiotherapistId: samePhysio ? physios[0]!.id : physios[i]!.id,
          roomId: samePhysio ? rooms[i]!.id : rooms[0]!.id,
          date,
          time,
        }),
      ),
    );
    const won = replies.filter((r) => r.status === 200).length;
    winners.set(won, (winners.get(won) ?? 0) + 1);
    for (const r of replies) {
      if (r.status === 200 || r.status === 409) continue;
      const key = `${r.status} ${r.text.slice(0, 120)}`;
      unexpected.set(key, (unexpected.get(key) ?? 0) + 1);
    }
  }
  const seconds = (performance.now() - t0) / 1000;

  const overlaps = await sql<{ kind: string; n: string }>`
    select 'physiotherapist' as kind, count(*) as n from (
      select 1 from appointments where status <> 'cancelled' group by physiotherapist_id, date, time having count(*) > 1) p
    union all
    select 'room', count(*) from (
      select 1 from appointments where status <> 'cancelled' group by room_id, date, time having count(*) > 1) r
  `.execute(tdb.db);
  const left = overlaps.rows.reduce((sum, r) => sum + Number(r.n), 0);
  const total = await sql<{ n: string }>`select count(*) as n from appointments`.execute(tdb.db);

  console.log(`${TRIALS} trials x ${RACERS} simultaneous REST bookings of one slot in ${seconds.toFixed(1)} s (${((TRIALS * RACERS) / seconds).toFixed(0)} requests/s)`);
  console.log('winners per trial (count of trials):');
  for (const [n, count] of [...winners.entries()].sort((a, b) => a[0] - b[0])) console.log(`  ${n} winner(s): ${count}`);
  console.log(`rows created: ${total.rows[0]!.n} (goal ${TRIALS})`);
  console.log(`overlapping slots left: ${left} (${overlaps.rows.map((r) => `${r.kind} ${r.n}`).join(', ')}) (goal 0)`);
  for (const [what, count] of unexpected) console.log(`unexpected answer x${count}: ${what}`);
  failed = left > 0 || unexpected.size > 0 || winners.size !== 1 || !winners.has(1);
  console.log(failed ? 'FAIL: the database let a double booking through or answered something else' : 'OK: exactly one winner every time');
} finally {
  await server.close();
  await tdb.close();
}
process.exit(failed ? 1 : 0);
