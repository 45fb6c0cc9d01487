import {
  DEMO_PASSWORD,
  configureSecretsKey,
  createAppJobRegistry,
  secretsKeyFromText,
  startPersonalDataScheduler,
  startReminderScheduler,
  createJobWorker,
  ensureFirstAdmin,
  seedDemoClinic,
  sweepLoginThrottle,
} from '@clinic/api';
import { type DatabaseHandle, countUsers, createDatabase, deleteExpiredSessions, migrateToLatest } from '@clinic/db';

import { buildServer } from './app';
import { type ServerConfig, loadConfig } from './config';

// Day boundaries ("today", the log's date filters) follow the clinic's clock, whatever zone the
// host runs in (containers often default to UTC).
process.env.TZ = process.env.CLINIC_TIMEZONE ?? 'America/Sao_Paulo';

function positiveNumber(value: string | undefined): number | undefined {
  const n = Number(value);
  return value && Number.isFinite(n) && n > 0 ? n : undefined;
}

/** Connections of the job worker's own pool on PostgreSQL (a job runs one query at a time). */
const JOB_CONNECTIONS = 2;

const warnConnectionLost = (error: Error) => console.warn(`Conexão com o banco de dados perdida: ${error.message}`);

async function main() {
  const config = loadConfig();
  configureSecretsKey(secretsKeyFromText(config.secretsKey));
  const handle = createDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    // PostgreSQL restarting or crashing: the pool drops that connection and opens new ones when
    // asked; requests meanwhile answer 503. Nothing here may end the process.
    onConnectionError: warnConnectionLost,
  });
  // The database opens, migrates and gets its first admin while the HTTP server is built below:
  // on the embedded database its files are read and its WebAssembly compiled in the background, a
  // fresh folder is created by a child process (the other core), PostgreSQL answers over the
  // network. Nothing that builds the server queries the database; it listens only once this is done.
  const prepared = prepareDatabase(handle, config);
  prepared.catch(() => {}); // awaited below, after the server is built

  // Set once the job worker exists (below).
  let wakeWorker = () => {};
  const app = await buildServer({
    db: handle.db,
    sessionSecret: config.sessionSecret,
    webDist: config.webDist,
    production: config.production,
    logger: true,
    trustProxy: config.trustProxy,
    fastPaths: config.fastPaths,
    // The Lead Ads webhook queued a lead: fetch it now, not at the next poll.
    onJobQueued: () => wakeWorker(),
  });
  await prepared;

  if (config.production && config.trustProxy === false) {
    console.warn(
      'Atenção: NODE_ENV=production sem HTTPS. O cookie de sessão só é marcado Secure em requisições HTTPS; ' +
        'sirva a clínica atrás de um proxy com HTTPS e defina TRUST_PROXY (ex.: TRUST_PROXY=1).',
    );
  }

  // Background jobs (consolidated analyses…): every server runs a worker; the job table decides who runs what.
  // On PostgreSQL the worker has connections of its own, so a long job never waits for, nor takes,
  // the ones requests use (the embedded database has one connection: the job works in slices).
  const jobHandle = config.databaseUrl
    ? createDatabase({ url: config.databaseUrl, maxConnections: JOB_CONNECTIONS, onConnectionError: warnConnectionLost })
    : handle;
  const worker = createJobWorker({
    db: jobHandle.db,
    registry: createAppJobRegistry(),
    // JOB_POLL_INTERVAL_MS: how often an idle worker looks for queued jobs (default 1000).
    pollIntervalMs: positiveNumber(process.env.JOB_POLL_INTERVAL_MS) ?? 1_000,
    // JOB_LEASE_MS: how long a claimed job stays with a server that stopped answering (default 30 s).
    leaseMs: positiveNumber(process.env.JOB_LEASE_MS),
    onError: (error, job) => app.log.warn({ err: error, jobId: job?.id, kind: job?.kind }, 'Falha em trabalho em segundo plano'),
  });

  wakeWorker = () => worker.wake();

  // Every minute: refused sign-ins become one log row per IP and minute; ended locks and sessions go.
  const sweep = setInterval(() => {
    const now = new Date();
    void sweepLoginThrottle(handle.db, now).catch((error: unknown) => app.log.warn(error));
    void deleteExpiredSessions(handle.db, now).catch((error: unknown) => app.log.warn(error));
  }, 60_000);
  sweep.unref();

  // WhatsApp reminders: every server looks for due ones (WHATSAPP_SCAN_INTERVAL_MS, default a
  // minute); a unique key per appointment and offset lets exactly one insert win, the worker sends.
  let stopReminders = () => {};
  // LGPD: every hour, leads never converted past the clinic's period are anonymised, expired exports lose their file.
  let stopPersonalData = () => {};

  const shutdown = async () => {
    clearInterval(sweep);
    stopReminders();
    stopPersonalData();
    // Stop claiming first; a job still running after the grace goes back to the queue for the next start.
    await worker.stop(5_000);
    await app.close();
    if (jobHandle !== handle) await jobHandle.close();
    await handle.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);

  await app.listen({ port: config.port, host: config.host });
  console.log(`Clínica rodando em http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`);
  console.log(`Banco de dados: ${handle.kind === 'postgres' ? 'PostgreSQL' : `embutido (${config.dataDir})`}`);
  if (!config.fastPaths) console.log('FAST_PATHS=off: adaptadores oficiais do tRPC e do REST, sessões lidas do banco a cada requisição');

  // Only once the server answers: its first look for queued jobs does not hold up the first requests.
  worker.start();
  stopReminders = startReminderScheduler(jobHandle.db, {
    intervalMs: positiveNumber(process.env.WHATSAPP_SCAN_INTERVAL_MS) ?? 60_000,
    onQueued: () => worker.wake(),
    onError: (error) => app.log.warn({ err: error }, 'Falha ao agendar lembretes do WhatsApp'),
  });
  stopPersonalData = startPersonalDataScheduler(jobHandle.db, {
    intervalMs: positiveNumber(process.env.PERSONAL_DATA_SWEEP_INTERVAL_MS) ?? 3_600_000,
    onError: (error) => app.log.warn({ err: error }, 'Falha na anonimização automática de leads'),
  });
}

/** Migrations, the first admin of an empty clinic and the demo data, before any request is served. */
async function prepareDatabase(handle: DatabaseHandle, config: ServerConfig): Promise<void> {
  const applied = await migrateToLatest(handle.db);
  if (applied.length) console.log(`Migrações aplicadas: ${applied.join(', ')}`);

  // Only an empty clinic gets a first admin: asking first spares every later start the password's
  // hash (argon2, about half a second), which ensureFirstAdmin computes before it looks.
  const admin =
    (await countUsers(handle.db)) === 0
      ? await ensureFirstAdmin(handle.db, { email: config.adminEmail, password: config.adminPassword })
      : undefined;
  if (admin) {
    console.log('\n==============================================================');
    console.log(' Primeiro administrador criado');
    console.log(`   Email: ${admin.email}`);
    console.log(`   Senha: ${admin.generatedPassword ?? '(a definida em ADMIN_PASSWORD)'}`);
    if (admin.generatedPassword) console.log(' Guarde esta senha: ela não será mostrada novamente.');
    console.log('==============================================================\n');
  }

  if (config.demoData && config.production) {
    console.warn('DEMO_DATA ignorado: não se criam contas de demonstração com NODE_ENV=production.');
  } else if (config.demoData && (await seedDemoClinic(handle.db))) {
    console.log(`Dados de demonstração criados: equipe (@demo.clinica, senha ${DEMO_PASSWORD}), salas e serviços.`);
  }
}

/** Settles once the server listens (dist/main.js then saves V8's code cache of the bundle). */
export const started = main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
