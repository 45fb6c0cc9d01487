/**
 * WhatsApp reminders, exactly once, on PostgreSQL (#23): two real server processes
 * (apps/server/src/main.ts) share one database and a local fake Cloud API; N appointments
 * (default 1,000) are due at once; one server is killed with SIGKILL mid-run. Prints how many
 * appointments got their reminder (sent), how many got more than one (duplicates) and how many got
 * none (missing), counted by what the fake received, plus the reminder rows' states.
 * Goals: sent N, duplicates 0, missing 0. Exits 1 on any duplicate.
 *
 * What a kill can cost (the documented choice, reminders.service.ts): a reminder the killed process
 * had marked 'sending' but whose answer it never stored is never sent again; it ends 'failed'
 * (reception sees 'Falhou') and counts as missing when the request had not left yet.
 *
 *   TEST_DATABASE_URL=postgres://clinic_ci:clinic_ci@127.0.0.1:5432/clinic_ci \
 *     pnpm --filter @clinic/bench run bench:reminders [--appointments 1000] [--kill-after 300]
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

import { configureSecretsKey, secretsKeyFromText } from '@clinic/api';
import { callerFor, seedUser, startFakeCloudApi } from '@clinic/api/testing';
import { createTestDatabase } from '@clinic/db/testing';

import { numberArg, requirePostgres } from './postgres-script';

const APPOINTMENTS = numberArg('appointments', 1000);
const KILL_AFTER = numberArg('kill-after', Math.floor(APPOINTMENTS * 0.3));
const TIMEOUT_S = numberArg('timeout', 180);
const SLOTS = ['08:00', '09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00', '18:00', '19:00'];

requirePostgres();
process.env.TZ ??= 'America/Sao_Paulo';
const SECRETS_KEY = 'bench-secrets-key-bench-secrets-key-0123456789';
configureSecretsKey(secretsKeyFromText(SECRETS_KEY));

const here = path.dirname(fileURLToPath(import.meta.url));
const mainTs = path.resolve(here, '../apps/server/src/main.ts');

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

const isoDay = (offset: number) => {
  const d = new Date();
  d.setDate(d.getDate() + offset);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

const tdb = await createTestDatabase();
const fake = await startFakeCloudApi({ latencyMs: 5 });
const dataDir = mkdtempSync(path.join(tmpdir(), 'clinic-reminders-'));
const servers: ChildProcess[] = [];
let failed = false;
try {
  // The clinic: enough physiotherapists and rooms for N appointments over two days' slots.
  const admin = await seedUser(tdb.db, { role: 'admin' });
  const pairs = Math.ceil(APPOINTMENTS / (SLOTS.length * 2));
  const physios: { id: number }[] = [];
  for (let i = 0; i < pairs; i += 1) physios.push(await seedUser(tdb.db, { role: 'physiotherapist', firstName: `Fisio${i}` }));
  const rooms = await tdb.db.insertInto('rooms').values(Array.from({ length: pairs }, (_, i) => ({ name: `Sala ${i + 1}` }))).returning('id').execute();
  const patients = await tdb.db
    .insertInto('patients')
    .values(
      Array.from({ length: APPOINTMENTS }, (_, i) => ({
        firstName: `Paciente${i}`,
        lastName: 'Bench',
        phone: `(11) 9${String(10_000_000 + i).slice(-8, -4)}-${String(10_000_000 + i).slice(-4)}`,
        birthDate: '1990-01-01',
        whatsappOptIn: true,
      })),
    )
    .returning('id')
    .execute();
  const rows = patients.map((patient, i) => {
    const pair = Math.floor(i / (SLOTS.length * 2));
    const slot = i % (SLOTS.length * 2);
    return {
      patientId: patient.id,
      physiotherapistId: physios[pair]!.id,
      roomId: rooms[pair]!.id,
      date: isoDay(1 + Math.floor(slot / SLOTS.length)),
      time: SLOTS[slot % SLOTS.length]!,
      reminderDays: 2,
    };
  });
  for (let i = 0; i < rows.length; i += 500) await tdb.db.insertInto('appointments').values(rows.slice(i, i + 500)).execute();
  // Every reminder is due now: sent at midnight two days before, no quiet hours in the way.
  await callerFor(tdb.db, admin).whatsapp.updateSettings({
    phoneNumberId: '1098765',
    accessToken: 'EAAG-bench',
    appSecret: 'bench-app-secret',
    templateName: 'lembrete_sessao_v1',
    sendHour: 0,
    quietStart: '00:00',
    quietEnd: '23:59',
  });

  const start = async (name: string) => {
    const child = spawn(process.execPath, ['--import', 'tsx', mainTs], {
      cwd: here,
      env: {
        ...process.env,
        DATABASE_URL: tdb.url,
        PORT: String(await freePort()),
        DATA_DIR: path.join(dataDir, name),
        SECRETS_KEY,
        META_GRAPH_URL: fake.origin,
        WHATSAPP_SCAN_INTERVAL_MS: '500',
        JOB_POLL_INTERVAL_MS: '100',
        // A job the killed server held comes back after its lease: 5 s instead of 30 (renewed every third).
        JOB_LEASE_MS: '5000',
        NODE_ENV: 'development',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    servers.push(child);
    return child;
  };
  const t0 = performance.now();
  const first = await start('a');
  await start('b');
  console.log(`${APPOINTMENTS} due reminders, two servers on one PostgreSQL; SIGKILL to one after ${KILL_AFTER} sends`);

  const deadline = Date.now() + TIMEOUT_S * 1000;
  while (fake.messages.length < KILL_AFTER && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  first.kill('SIGKILL');
  await once(first, 'exit');
  console.log(`killed server A at ${fake.messages.length} sends (${((performance.now() - t0) / 1000).toFixed(1)} s)`);

  // Done when every reminder row is settled (a job the killed server held waits for its lease).
  const settled = async () => {
    const open = await tdb.db
      .selectFrom('appointmentReminders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', 'in', ['scheduled', 'sending'])
      .executeTakeFirstOrThrow();
    const all = await tdb.db.selectFrom('appointmentReminders').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    return Number(all.n) === APPOINTMENTS && Number(open.n) === 0;
  };
  while (!(await settled()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
  const seconds = (performance.now() - t0) / 1000;

  const received = new Map<number, number>();
  for (const message of fake.messages) {
    const components = (message.body.template as { components: { parameters: { payload?: string }[] }[] }).components;
    const payload = components[1]!.parameters[0]!.payload!;
    const id = Number(payload.split(':')[1]);
    received.set(id, (received.get(id) ?? 0) + 1);
  }
  const ids = (await tdb.db.selectFrom('appointments').select('id').execute()).map((r) => r.id);
  const sent = ids.filter((id) => (received.get(id) ?? 0) >= 1).length;
  const duplicates = [...received.values()].reduce((sum, n) => sum + Math.max(n - 1, 0), 0);
  const missing = ids.filter((id) => !received.has(id)).length;
  const states = await tdb.db
    .selectFrom('appointmentReminders')
    .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('status')
    .execute();
  const uncertain = await tdb.db
    .selectFrom('appointmentReminders')
    .select(['appointmentId'])
    .where('status', '=', 'failed')
    .execute();
  const uncertainDelivered = uncertain.filter((r) => received.has(r.appointmentId)).length;
  console.log(`sent ${sent} / duplicates ${duplicates} / missing ${missing}   (goals ${APPOINTMENTS} / 0 / 0; ${seconds.toFixed(1)} s)`);
  console.log(`reminder rows: ${states.map((s) => `${s.status} ${s.n}`).join(', ')}`);
  if (uncertain.length) {
    console.log(
      `'failed' rows (cut off by the kill, never resent; reception sees 'Falhou'): ${uncertain.length}, of which the fake had received ${uncertainDelivered}`,
    );
  }
  if (duplicates > 0) failed = true;
  if (!(await settled())) {
    console.log(`not settled within ${TIMEOUT_S} s`);
    failed = true;
  }
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  for (const child of servers) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  await Promise.all(servers.map((child) => (child.exitCode === null && child.signalCode === null ? once(child, 'exit') : undefined)));
  await fake.close();
  await tdb.close();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
