/**
 * Runs generated requests over every operation of /api/openapi.json, as every role and signed
 * out, against a running test server, and judges each answer (oracle.ts). Used by the CI test
 * (openapi-fuzz.integration.test.ts, a seeded sample) and by `pnpm fuzz` (fuzz.ts, 10,000+).
 *
 * Reproducible: request i depends only on (seed, i) and on what requests 0…i-1 did, so
 * `pnpm fuzz --seed S --runs i+1` replays a run up to and including request i.
 */
import { TEST_PASSWORD, seedUser } from '@clinic/api/testing';
import { expectedCallers } from '@clinic/api/roles-table';
import { type Database, type Kysely, clearLoginLock, deleteLoginFailuresBefore, takeLoginRefusalsBefore } from '@clinic/db';
import { ROLES } from '@clinic/domain';
import fc from 'fast-check';

import { seedClinic } from './clinic-seed';
import { FuzzClient, describeRequest } from './fuzz-client';
import {
  type ConcreteRequest,
  type FuzzCase,
  type PoolName,
  type Pools,
  buildRequest,
  caseArbitrary,
  emptyPools,
  poolOfPath,
  setLoginPassword,
} from './openapi-arbitraries';
import { type OpenApiDocument, type Operation, listOperations } from './openapi-document';
import {
  type Caller,
  DOCUMENTED_REFUSED_WRITES,
  DatabaseFingerprint,
  MESSAGE,
  ResponseSchemas,
  callerName,
  changedTables,
  judge,
  WRITING_READS,
} from './oracle';

export interface FuzzOptions {
  runs: number;
  seed: number;
  /** Progress lines (every `progressEvery` requests). */
  log?: (line: string) => void;
  progressEvery?: number;
  /** Server error log lines written since the last call (to show with a 5xx). */
  takeServerErrors?: () => string[];
}

export interface Violation {
  index: number;
  operation: string;
  caller: string;
  kind: string;
  status: number;
  problems: string[];
  curl: string;
  answer: string;
  serverErrors: string[];
}

export interface FuzzReport {
  seed: number;
  runs: number;
  operations: number;
  byStatus: Map<number, number>;
  byOperation: Map<string, Map<number, number>>;
  byKind: Map<string, number>;
  /** Valid-looking requests answered 400, a few per operation (for tuning the generators). */
  validRefused: Map<string, string[]>;
  /** Known contract breaks outside this fuzz's files (oracle.ts KNOWN_ISSUES), counted apart. */
  known: Map<string, number>;
  /** operationId → callers that sent it at least once. */
  coverage: Map<string, Set<string>>;
  violations: Violation[];
  /** Refused requests whose database fingerprint was compared (every non-GET one, most GET ones). */
  refusedChecked: number;
  fingerprints: number;
  ms: number;
  /** Of `ms`: waiting for answers, and taking fingerprints. */
  requestMs: number;
  fingerprintMs: number;
}

const CALLERS: Caller[] = [null, ...ROLES];

/** A small deterministic PRNG for the schedule (fast-check makes the values). */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * Request i: in cycle c = ⌊i / operations⌋ every operation comes once, in a shuffled order; on even
 * cycles a caller the table allows sends it, on odd cycles any caller (signed out included), in
 * turn, so every operation meets every caller every 14 cycles.
 */
export function schedule(ops: Operation[], seed: number, index: number): { opIndex: number; occurrence: number; caller: Caller } {
  const cycle = Math.floor(index / ops.length);
  const order = shuffled(
    ops.map((_, i) => i),
    mulberry32(seed ^ Math.imul(cycle + 1, 0x9e3779b1)),
  );
  const opIndex = order[index % ops.length]!;
  const op = ops[opIndex]!;
  const expected = expectedCallers(op.procedure);
  const allowed = expected === 'anyone' ? CALLERS : CALLERS.filter((c) => c !== null && expected.has(c));
  const turn = Math.floor(cycle / 2) + opIndex;
  const caller = cycle % 2 === 0 ? allowed[turn % allowed.length]! : CALLERS[turn % CALLERS.length]!;
  return { opIndex, occurrence: cycle, caller };
}

export async function runFuzz(baseUrl: string, db: Kysely<Database>, options: FuzzOptions): Promise<FuzzReport> {
  const started = Date.now();
  const log = options.log ?? (() => {});
  const doc = (await (await fetch(`${baseUrl}/api/openapi.json`)).json()) as OpenApiDocument;
  const ops = listOperations(doc);
  const schemas = new ResponseSchemas(doc);
  const fingerprint = new DatabaseFingerprint(db);
  setLoginPassword(TEST_PASSWORD);

  // Signed-in callers: one user per role, never a target of the users operations.
  const pools = emptyPools();
  const someday = new Date('9999-12-31T00:00:00Z');
  /** Forgets every failed sign-in, so the next right password gets in (the fuzz fails many). */
  const clearThrottle = async () => {
    await deleteLoginFailuresBefore(db, someday);
    await takeLoginRefusalsBefore(db, someday);
    for (const email of new Set([...pools.emails, ...[...clients.values()].map((c) => c.email)])) await clearLoginLock(db, String(email));
  };
  const clients = new Map<Caller, { client: FuzzClient; email: string; id: number }>();
  const signIn = async (role: Exclude<Caller, null>) => {
    const entry = clients.get(role)!;
    await clearThrottle();
    entry.client.cookie = '';
    await entry.client.json('POST', '/api/login', { email: entry.email, password: TEST_PASSWORD });
  };
  for (const role of ROLES) {
    const user = await seedUser(db, { role });
    clients.set(role, { client: new FuzzClient(baseUrl), email: user.email, id: user.id });
    await signIn(role);
  }

  await seedClinic(db, clients.get('admin')!.client, pools, clients.get('physiotherapist')!.id);
  for (const role of ROLES) pools.emails.push(clients.get(role)!.email);

  // Cases per operation, generated lazily in one prefix-stable stream per operation.
  const perOp = Math.ceil(options.runs / ops.length) + 1;
  const cases = new Map<number, FuzzCase[]>();
  const caseFor = (opIndex: number, occurrence: number): FuzzCase => {
    let list = cases.get(opIndex);
    if (!list) {
      list = fc.sample(caseArbitrary(doc, ops[opIndex]!), { seed: (options.seed + Math.imul(opIndex + 1, 7919)) | 0, numRuns: perOp });
      cases.set(opIndex, list);
    }
    return list[occurrence]!;
  };

  const report: FuzzReport = {
    seed: options.seed,
    runs: options.runs,
    operations: ops.length,
    byStatus: new Map(),
    byOperation: new Map(),
    byKind: new Map(),
    known: new Map(),
    validRefused: new Map(),
    coverage: new Map(),
    violations: [],
    refusedChecked: 0,
    fingerprints: 0,
    ms: 0,
    requestMs: 0,
    fingerprintMs: 0,
  };
  const bump = <K>(map: Map<K, number>, key: K) => map.set(key, (map.get(key) ?? 0) + 1);
  let before: Map<string, string> | undefined;
  const take = async () => {
    report.fingerprints += 1;
    const t0 = performance.now();
    const result = await fingerprint.take();
    report.fingerprintMs += performance.now() - t0;
    return result;
  };
  options.takeServerErrors?.();

  for (let index = 0; index < options.runs; index += 1) {
    const { opIndex, occurrence, caller } = schedule(ops, options.seed, index);
    const op = ops[opIndex]!;
    const fuzzCase = caseFor(opIndex, occurrence);
    const request = buildRequest(op, fuzzCase, pools);
    const client = caller === null ? new FuzzClient(baseUrl) : clients.get(caller)!.client;

    // A sign-in with the right password should be able to succeed: the fuzz's own failures must
    // not have throttled it (its refused ones are checked all the same).
    if (op.procedure === 'auth.login' && fuzzCase.kind === 'valid') {
      await clearThrottle();
      before = undefined;
    }
    const mutation = op.method !== 'GET' || WRITING_READS.includes(op.procedure);
    if (mutation && !before) before = await take();

    let answer;
    const t0 = performance.now();
    try {
      answer = await client.send(request);
    } catch (error) {
      answer = { status: 0, body: `no answer: ${(error as Error).message}`, text: '', headers: new Headers() };
    }
    report.requestMs += performance.now() - t0;
    const verdict = judge(op, caller, answer, schemas, request.headers);
    const problems = [...verdict.violations];
    if (answer.status === 0) problems.push(String(answer.body));

    // Every refused non-GET request is checked; a refused GET too whenever the fingerprint of the
    // database before it is known (no write answered 2xx since the last one).
    if (verdict.refused && (mutation || before)) {
      const after = await take();
      const changed = changedTables(before!, after, DOCUMENTED_REFUSED_WRITES[op.procedure] ?? []);
      if (changed.length) problems.push(`refused (${answer.status}) but the database changed: ${changed.join(', ')}`);
      report.refusedChecked += 1;
      before = after;
    } else if (mutation) {
      before = undefined;
    }

    if (answer.status >= 200 && answer.status < 300) harvest(op, request, answer.body, pools);
    // A sign-in or sign-out by a signed-in caller changes whose session its cookie holds.
    if (caller !== null && answer.status < 300 && ['auth.login', 'auth.logout'].includes(op.procedure)) {
      await signIn(caller);
      before = undefined;
    }
    // A caller that lost its session for any other reason is reported (above) and signed in again.
    if (caller !== null && answer.status === 401 && (answer.body as { message?: unknown } | undefined)?.message === MESSAGE('UNAUTHENTICATED')) {
      await signIn(caller);
      before = undefined;
    }

    bump(report.byStatus, answer.status);
    bump(report.byKind, fuzzCase.kind);
    for (const issue of verdict.known) bump(report.known, issue);
    if (fuzzCase.kind === 'valid' && answer.status === 400) {
      const list = report.validRefused.get(op.operationId) ?? [];
      if (list.length < 3) list.push(`${request.url.slice(0, 200)} ${request.body?.toString('utf8').slice(0, 300) ?? ''} → ${answer.text.slice(0, 300)}`);
      report.validRefused.set(op.operationId, list);
    }
    const perOperation = report.byOperation.get(op.operationId) ?? new Map<number, number>();
    bump(perOperation, answer.status);
    report.byOperation.set(op.operationId, perOperation);
    const covered = report.coverage.get(op.operationId) ?? new Set<string>();
    covered.add(callerName(caller));
    report.coverage.set(op.operationId, covered);

    const serverErrors = options.takeServerErrors?.() ?? [];
    if (problems.length) {
      report.violations.push({
        index,
        operation: `${op.method} ${op.path} (${op.procedure})`,
        caller: callerName(caller),
        kind: fuzzCase.kind,
        status: answer.status,
        problems,
        curl: describeRequest(baseUrl, request, callerName(caller)),
        answer: answer.text.slice(0, 500),
        serverErrors: serverErrors.slice(0, 3).map((line) => line.slice(0, 1_500)),
      });
    }
    if (options.progressEvery && (index + 1) % options.progressEvery === 0) {
      log(`${index + 1}/${options.runs} requests, ${report.violations.length} violations, ${Math.round((Date.now() - started) / 1000)} s`);
    }
  }
  report.ms = Date.now() - started;
  return report;
}

/** New rows become targets; deleted ones stop being. */
function harvest(op: Operation, request: ConcreteRequest, body: unknown, pools: Pools): void {
  let pool: PoolName | undefined;
  try {
    pool = op.path === '/register' ? 'users' : poolOfPath(op.path.replace(/\/(save|batch|quick)$/, ''));
  } catch {
    return;
  }
  if (op.method === 'DELETE' && !['adAccounts.deactivate', 'appointments.cancel'].includes(op.procedure)) {
    const id = request.pathId;
    const list = pools[pool];
    const at = list.findIndex((v) => String(v) === String(id));
    // Keep at least one row of every kind to aim at.
    if (at >= 0 && list.length > 1) list.splice(at, 1);
    return;
  }
  if (op.method !== 'POST' || op.pathParams.length) return;
  for (const item of Array.isArray(body) ? body : [body]) {
    const id = (item as { id?: unknown } | null)?.id;
    if ((typeof id === 'number' || typeof id === 'string') && !pools[pool].includes(id)) pools[pool].push(id);
    const user = item as { role?: string; isActive?: boolean } | null;
    if (pool === 'users' && typeof id === 'number' && user?.role === 'physiotherapist' && user.isActive) pools.physiotherapists.push(id);
  }
}

// ---------------------------------------------------------------------------------------------
// Printing

export function formatReport(report: FuzzReport, options: { perOperation?: boolean } = {}): string {
  const lines: string[] = [];
  const statuses = [...report.byStatus.entries()].sort(([a], [b]) => a - b);
  lines.push(
    `OpenAPI fuzz: seed ${report.seed}, ${report.runs} requests over ${report.operations} operations in ${(report.ms / 1000).toFixed(1)} s; ` +
      `${report.refusedChecked} refused requests checked against the database (all non-GET; ${report.fingerprints} fingerprints, ` +
      `${(report.fingerprintMs / 1000).toFixed(1)} s; answers ${(report.requestMs / 1000).toFixed(1)} s)`,
  );
  lines.push(`by status: ${statuses.map(([s, n]) => `${s}: ${n}`).join(', ')}`);
  const kinds = [...report.byKind.entries()].sort(([, a], [, b]) => b - a);
  lines.push(`by kind: ${kinds.map(([k, n]) => `${k} ${n}`).join(', ')}`);
  if (options.perOperation) {
    lines.push('by operation:');
    for (const [operation, counts] of [...report.byOperation.entries()].sort(([a], [b]) => a.localeCompare(b))) {
      const parts = [...counts.entries()].sort(([a], [b]) => a - b).map(([s, n]) => `${s}: ${n}`);
      lines.push(`  ${operation.padEnd(42)} ${parts.join(', ')}`);
    }
  }
  for (const [issue, n] of report.known) lines.push(`known issue (reported, not failing): ${issue}: ${n}`);
  lines.push(`violations: ${report.violations.length}`);
  return lines.join('\n');
}

export function formatViolation(v: Violation, seed: number): string {
  return [
    `#${v.index} ${v.operation} as ${v.caller} [${v.kind}] → ${v.status}`,
    ...v.problems.map((p) => `  - ${p}`),
    `  answer: ${v.answer}`,
    ...v.serverErrors.map((e) => `  server: ${e}`),
    `  request: ${v.curl.length > 3_000 ? `${v.curl.slice(0, 3_000)}…` : v.curl}`,
    `  replay: pnpm fuzz --seed ${seed} --runs ${v.index + 1}`,
  ].join('\n');
}
