/**
 * Receipt numbers under load on PostgreSQL over real HTTP (issue #24): starts the server on a free
 * port, signs in as reception and records 50 payments at once (`POST /api/payments`, 50 parallel
 * requests). Prints the receipt numbers in order; the goal is 1..50 with no gap and no repeat (the
 * counter row is incremented in each payment's transaction). Exits 1 otherwise.
 *
 *   TEST_DATABASE_URL=postgres://user:pass@127.0.0.1:5432/db pnpm --filter @clinic/bench run race:receipts [--payments 50]
 */
import { performance } from 'node:perf_hooks';

import { TEST_PASSWORD, seedUser } from '@clinic/api/testing';
import { createTestDatabase, seedPatients } from '@clinic/db/testing';
import { RestClient, startTestServer } from '@clinic/server/testing';

import { numberArg, requirePostgres } from './postgres-script';

const PAYMENTS = numberArg('payments', 50);
const METHODS = ['pix', 'dinheiro', 'cartao_credito', 'cartao_debito', 'transferencia', 'convenio'];

requirePostgres();

const tdb = await createTestDatabase();
const server = await startTestServer(tdb.db);
let failed = true;
try {
  const reception = await seedUser(tdb.db, { role: 'recepcionista' });
  const [patientId] = await seedPatients(tdb.db, [{ firstName: 'Ana', lastName: 'Souza', phone: '(11) 98765-4321', birthDate: '1990-05-10' }]);
  const service = await tdb.db
    .insertInto('services')
    .values({ name: 'Pacote 10 sessões', price: '1500.00', quantity: 10 })
    .returning('id')
    .executeTakeFirstOrThrow();

  const client = new RestClient(server.baseUrl);
  const login = await client.post('/api/login', { email: reception.email, password: TEST_PASSWORD });
  if (login.status !== 200) throw new Error(`sign-in failed: ${login.status} ${login.text}`);
  const sold = await client.post(`/api/patients/${patientId}/packages`, { serviceId: service.id });
  if (sold.status !== 200) throw new Error(`selling failed: ${sold.status} ${sold.text}`);
  const packageId = (sold.body as { id: number }).id;

  const t0 = performance.now();
  const replies = await Promise.all(
    Array.from({ length: PAYMENTS }, (_, i) =>
      client.post('/api/payments', { packageId, amount: `${30 + i}.${String(i).padStart(2, '0')}`, method: METHODS[i % METHODS.length] }),
    ),
  );
  const seconds = (performance.now() - t0) / 1000;
  const refused = replies.filter((r) => r.status !== 200);
  const numbers = replies
    .filter((r) => r.status === 200)
    .map((r) => (r.body as { receiptNumber: number }).receiptNumber)
    .sort((a, b) => a - b);
  const expected = Array.from({ length: PAYMENTS }, (_, i) => i + 1);
  const repeated = numbers.filter((n, i) => i > 0 && numbers[i - 1] === n);
  const missing = expected.filter((n) => !numbers.includes(n));

  console.log(`${PAYMENTS} simultaneous REST payments in ${seconds.toFixed(2)} s`);
  console.log(`receipt numbers: ${numbers.join(' ')}`);
  console.log(`missing: ${missing.length ? missing.join(' ') : 'none'}; repeated: ${repeated.length ? repeated.join(' ') : 'none'}`);
  for (const r of refused.slice(0, 5)) console.log(`unexpected answer: ${r.status} ${r.text.slice(0, 120)}`);
  failed = refused.length > 0 || missing.length > 0 || repeated.length > 0 || numbers.length !== PAYMENTS;
  console.log(failed ? 'FAIL: the receipt numbers are not 1..N without gap or repeat' : `OK: 1..${PAYMENTS}, no gap, no repeat`);
} finally {
  await server.close();
  await tdb.close();
}
process.exit(failed ? 1 : 0);
