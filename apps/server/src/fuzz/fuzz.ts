/**
 * `pnpm fuzz [--runs N] [--seed S]`: generated requests over the whole OpenAPI document (default
 * 10,000), as every role and signed out, on a fresh embedded database — or on a fresh database
 * created on the PostgreSQL server of TEST_DATABASE_URL / DATABASE_URL (created for the run and
 * dropped after it: the database the URL names is never written). Prints the counts by status
 * and by operation and every violation with a replayable request; exits 1 on any violation.
 */
import { parseArgs } from 'node:util';

// The clinic's calendar, as in the tests and main.ts (before anything reads a date).
process.env.TZ = process.env.CLINIC_TIMEZONE ?? 'America/Sao_Paulo';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '10000' },
    seed: { type: 'string' },
    help: { type: 'boolean', short: 'h', default: false },
    verbose: { type: 'boolean', short: 'v', default: false },
  },
});
if (values.help) {
  console.log('pnpm fuzz [--runs N (default 10000)] [--seed S (default: random, printed)] [--verbose]');
  process.exit(0);
}
const runs = Number(values.runs);
const seed = values.seed !== undefined ? Number(values.seed) : Math.floor(Math.random() * 2 ** 31);
if (!Number.isInteger(runs) || runs < 1 || !Number.isInteger(seed)) {
  console.error('--runs and --seed take integers');
  process.exit(2);
}

const postgresUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
if (postgresUrl) {
  process.env.TEST_DB = 'postgres';
  process.env.TEST_DATABASE_URL = postgresUrl;
} else {
  process.env.TEST_DB = 'pglite';
}

const { createTestDatabase, startTestServer } = await import('../testing/test-server');
const { formatReport, formatViolation, runFuzz } = await import('./fuzz-runner');

console.log(`OpenAPI fuzz: seed ${seed}, ${runs} requests, database ${postgresUrl ? 'PostgreSQL (a fresh database for this run)' : 'embedded (PGlite, in memory)'}`);
const serverErrors: string[] = [];
const tdb = await createTestDatabase();
let exitCode = 0;
try {
  const server = await startTestServer(tdb.db, {
    logger: {
      stream: {
        write(line: string) {
          if (/"level":(50|60)/.test(line)) serverErrors.push(line.trim());
        },
      },
    },
  });
  try {
    const report = await runFuzz(server.baseUrl, tdb.db, {
      runs,
      seed,
      log: (line) => console.log(line),
      progressEvery: 1_000,
      takeServerErrors: () => serverErrors.splice(0),
    });
    console.log(formatReport(report, { perOperation: true }));
    if (values.verbose) {
      console.log('valid requests answered 400 (a few per operation):');
      for (const [operation, lines] of report.validRefused) for (const line of lines) console.log(`  ${operation}: ${line}`);
    }
    for (const violation of report.violations.slice(0, 100)) console.log(`\n${formatViolation(violation, seed)}`);
    if (report.violations.length > 100) console.log(`\n… and ${report.violations.length - 100} more`);
    if (report.violations.length) exitCode = 1;
  } finally {
    await server.close();
  }
} finally {
  await tdb.close();
}
process.exit(exitCode);
