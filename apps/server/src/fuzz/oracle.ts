/**
 * What every answer of the fuzz must satisfy (#12):
 * - never a 5xx;
 * - a 4xx carries the house body `{message, code}` (strings; code = the status's name);
 * - a 2xx body validates against the operation's 200 schema in /api/openapi.json (ajv, $refs
 *   resolved against the document);
 * - allowed or refused exactly as docs/CONTRACT.md's Roles table says (`expectedCallers`);
 * - a refused request (any 4xx) leaves the database as it was (`fingerprintDatabase`).
 */
import { expectedCallers } from '@clinic/api/roles-table';
import type { Database, Kysely } from '@clinic/db';
import { ERROR_CATALOGUE, HTTP_CODE_NAMES, type Role } from '@clinic/domain';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- test tooling, not product SQL: a read-only hash of every table
import { sql } from 'kysely';

import type { OpenApiDocument, Operation } from './openapi-document';

// ajv-formats is CommonJS: its default export arrives wrapped under tsx/vitest.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (ajv: Ajv2020) => Ajv2020;

/** Who sends a request: a signed-in role, or nobody (no cookie). */
export type Caller = Role | null;

export const callerName = (caller: Caller) => caller ?? 'signed out';

export interface Answer {
  status: number;
  /** Parsed JSON, or the raw text when it was not JSON. */
  body: unknown;
}

// ---------------------------------------------------------------------------------------------
// Response schemas

export class ResponseSchemas {
  private readonly ajv: Ajv2020;
  private readonly compiled = new Map<string, ValidateFunction>();

  constructor(doc: OpenApiDocument) {
    // The document's own keywords (example, description…) are not JSON Schema vocabulary.
    this.ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true });
    addFormats(this.ajv);
    this.ajv.addSchema(doc as object, 'openapi.json');
  }

  /** Undefined when valid; otherwise ajv's first complaint. */
  check(op: Operation, body: unknown): string | undefined {
    if (!op.responsePointer) return undefined;
    let validate = this.compiled.get(op.responsePointer);
    if (!validate) {
      const found = this.ajv.getSchema(`openapi.json${op.responsePointer}`);
      if (!found) throw new Error(`no response schema at ${op.responsePointer}`);
      validate = found;
      this.compiled.set(op.responsePointer, validate);
    }
    if (validate(body)) return undefined;
    const error = validate.errors?.[0];
    return error ? `${error.instancePath || '(root)'} ${error.message ?? ''} ${JSON.stringify(error.params)}` : 'invalid';
  }
}

// ---------------------------------------------------------------------------------------------
// Answers

export const MESSAGE = (code: keyof typeof ERROR_CATALOGUE) => ERROR_CATALOGUE[code].message;

/**
 * Refusals the transport gives before any procedure (and so before the Roles table) is reached:
 * unreadable JSON, too deep or too large bodies, wrong content types, cross-site mutations,
 * unreadable URLs. A refused caller may get these instead of 401/403.
 */
const BEFORE_ACCESS_CHECK = new Set<string>([
  MESSAGE('INVALID_JSON'),
  MESSAGE('JSON_TOO_DEEP'),
  MESSAGE('PAYLOAD_TOO_LARGE'),
  MESSAGE('UNSUPPORTED_MEDIA_TYPE'),
  MESSAGE('CROSS_SITE'),
  MESSAGE('BAD_REQUEST'),
  MESSAGE('ROUTE_NOT_FOUND'),
  // An `Authorization: Bearer` token that does not exist: refused as that token, whoever the cookie says.
  MESSAGE('INVALID_API_TOKEN'),
  // A URL or head over 16 KiB: Node refuses it before the cookie is even read.
  MESSAGE('HEAD_TOO_LARGE'),
]);

/** English messages tRPC, trpc-to-openapi and Fastify write themselves. */
const FRAMEWORK_MESSAGES =
  /^(Unsupported content-type|Missing content-type header|Input validation failed|Output validation failed|Not found$|An error occurred|Internal server error|Bad Request|Body is too large|Unexpected token|Invalid JSON|Route .* not found)/i;

export interface Verdict {
  violations: string[];
  /** Answers that break the contract in a part of the server this fuzz may not change (KNOWN_ISSUES). */
  known: string[];
  /** The request was refused (4xx): the database must be unchanged. */
  refused: boolean;
}

/**
 * Who may call a procedure and how a refusal reads. The Roles table (expectedCallers) decides,
 * except where docs/CONTRACT.md states a narrower rule for a procedure the table leaves open:
 * - POST /api/register "creates an account only when no user exists yet (bootstrap) or when called
 *   by an admin or manager; it is never open self-service": once the clinic has users (always,
 *   here) signed-out callers get 401 and other roles 403 'Cadastro fechado'.
 */
interface AccessRule {
  allowed(caller: Caller): boolean;
  /** A public procedure whose rule lives in its service: its input is checked first (any 4xx refuses). */
  inputFirst?: boolean;
  /** The refusal this caller gets when not allowed. */
  refusal: (caller: Caller) => { status: number; message: string };
}

const TABLE_REFUSAL = (caller: Caller) =>
  caller === null ? { status: 401, message: MESSAGE('UNAUTHENTICATED') } : { status: 403, message: MESSAGE('FORBIDDEN') };

function accessRule(procedure: string): AccessRule {
  if (procedure === 'auth.register') {
    return {
      allowed: (caller) => caller === 'admin' || caller === 'manager',
      inputFirst: true,
      refusal: (caller) => (caller === null ? TABLE_REFUSAL(null) : { status: 403, message: MESSAGE('REGISTRATION_CLOSED') }),
    };
  }
  const expected = expectedCallers(procedure);
  return { allowed: (caller) => expected === 'anyone' || (caller !== null && expected.has(caller)), refusal: TABLE_REFUSAL };
}

/**
 * Contract breaks known and not yet fixed, reported and counted apart instead of failing every
 * run; each matched exactly. Empty now: the two the fuzz found (Fastify's English 400 for a bad
 * percent-escape in the URL, Node's 431 without {message, code} for a head over 16 KiB) answer the
 * house body since app.ts sets `frameworkErrors` and `clientErrorHandler`, and are checked here.
 */
const KNOWN_ISSUES: { name: string; matches(answer: Answer): boolean }[] = [];

/**
 * A request a browser may have sent from another site: its Origin is not ours (the fuzz never sends
 * the server's own) or Sec-Fetch-Site says so. The fuzz carries no working API token, so such a
 * mutation is never a token request and must be refused, whatever its Authorization header says.
 */
export function crossSiteHeaders(headers: Record<string, string>): boolean {
  const site = headers['sec-fetch-site'];
  return headers.origin !== undefined || site === 'cross-site' || site === 'same-site';
}

export function judge(
  op: Operation,
  caller: Caller,
  answer: Answer,
  schemas: ResponseSchemas,
  headers: Record<string, string> = {},
): Verdict {
  const { status, body } = answer;
  const refused = status >= 400 && status < 500;
  const known = KNOWN_ISSUES.filter((issue) => issue.matches(answer)).map((issue) => issue.name);
  // A known transport-level answer: nothing ran, nothing more to judge.
  if (known.length) return { violations: [], known, refused };

  const violations: string[] = [];
  const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : undefined;
  const message = typeof record?.message === 'string' ? record.message : undefined;

  if (status >= 500) violations.push(`5xx: ${status} ${JSON.stringify(body)?.slice(0, 300)}`);
  if (refused) {
    if (typeof record?.message !== 'string' || typeof record.code !== 'string') {
      violations.push(`4xx without {message, code}: ${JSON.stringify(body)?.slice(0, 300)}`);
    } else {
      const name = HTTP_CODE_NAMES[status as keyof typeof HTTP_CODE_NAMES];
      if (name && record.code !== name) violations.push(`4xx code ${record.code} for status ${status} (expected ${name})`);
      // The messages the UI shows are Portuguese: the frameworks' own English ones must not leak.
      if (FRAMEWORK_MESSAGES.test(record.message)) violations.push(`4xx with a framework's English message: ${record.message}`);
    }
  }
  if (status >= 200 && status < 300) {
    const problem = schemas.check(op, body);
    if (problem) violations.push(`2xx body does not match the response schema: ${problem}`);
  }
  if (status < 200 || (status >= 300 && status < 400)) violations.push(`unexpected status ${status}`);
  if (op.method !== 'GET' && crossSiteHeaders(headers) && status >= 200 && status < 300) {
    violations.push(`CSRF: a cross-site mutation without a working API token ran as ${callerName(caller)}`);
  }

  // The Roles table.
  const rule = accessRule(op.procedure);
  const allowed = rule.allowed(caller);
  const tableRefusal =
    (status === 401 && message === MESSAGE('UNAUTHENTICATED')) || (status === 403 && message === MESSAGE('FORBIDDEN'));
  if (allowed && tableRefusal) {
    violations.push(`roles: ${callerName(caller)} may call ${op.procedure} (Roles table), got ${status} ${message}`);
  }
  if (!allowed && status < 500) {
    const wanted = rule.refusal(caller);
    const transport = refused && message !== undefined && BEFORE_ACCESS_CHECK.has(message);
    const refusedOnInput = rule.inputFirst && refused && status !== 401 && status !== 403;
    if (!(status === wanted.status && message === wanted.message) && !transport && !refusedOnInput) {
      violations.push(`roles: ${callerName(caller)} may not call ${op.procedure} (Roles table): expected ${wanted.status} '${wanted.message}', got ${status} ${message ?? ''}`);
    }
  }
  return { violations, known, refused };
}

// ---------------------------------------------------------------------------------------------
// Database fingerprints

/**
 * Writes a refused request may make because the contract documents them, by procedure, as
 * fingerprint keys to ignore:
 * - a refused sign-in (wrong password, blocked user, throttled) counts itself in the throttle
 *   tables (docs/CONTRACT.md: "429 too many failed sign-ins"; login.service.ts counts each attempt before
 *   the password check) and writes its 'login' row to system_logs ("every … sign-in … writes a
 *   system_logs row"; failed ones too, with the e-mail tried).
 * Nothing else refused may write.
 */
export const DOCUMENTED_REFUSED_WRITES: Record<string, string[]> = {
  'auth.login': ['login_failures', 'login_locks', 'login_refusals', 'system_logs[login]'],
  // LGPD: a patient with a signed record is refused anonymisation (409) and blocked instead, logged.
  'personalData.anonymizePatient': ['patients', 'system_logs'],
};

/**
 * GET operations that write when they answer 2xx: every read of clinical content appends its row to
 * record_access_log (issue #22). They are fingerprinted like mutations: refused, they must write nothing.
 */
export const WRITING_READS: readonly string[] = [
  'clinicalRecord.list',
  'clinicalRecord.get',
  'clinicalRecord.print',
  'clinicalRecord.accessLog',
  'diary.get',
  'instruments.patientOutcomes',
  // LGPD: `download=true` hands the file out once (marks it downloaded, drops it, logs it).
  'personalData.getExport',
];

/**
 * Per table: row count and an order-independent sum of row hashes (no sort, one scan), so a
 * fingerprint of the whole database is one query. Two tables are split:
 * - sessions: only which sessions exist and whose (sid, user_id). Every signed-in request may
 *   record activity (`lastSeenAt`, `expires_at`) at most once a minute (session-store.ts, touch), refused
 *   or not: that is the idle timeout working, not a write of the refused request.
 * - system_logs: sign-in rows apart from the rest (see DOCUMENTED_REFUSED_WRITES).
 */
export class DatabaseFingerprint {
  private query?: string;

  constructor(private readonly db: Kysely<Database>) {}

  private async build(): Promise<string> {
    const { rows } = await sql<{ name: string }>`
      select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not like 'kysely_%'
      order by table_name`.execute(this.db);
    const part = (key: string, table: string, row: string, where = '') =>
      `select '${key}' as k, count(*)::text || ':' || coalesce(sum(hashtext(${row})::bigint), 0)::text as v from ${table} t ${where}`;
    return rows
      .map(({ name }) => {
        if (name === 'sessions') return part('sessions', name, `t.sid || ':' || coalesce(t.user_id::text, '')`);
        if (name === 'system_logs') {
          return `${part('system_logs', name, 't::text', `where t.action <> 'login'`)} union all ${part('system_logs[login]', name, 't::text', `where t.action = 'login'`)}`;
        }
        return part(name, name, 't::text');
      })
      .join(' union all ');
  }

  async take(): Promise<Map<string, string>> {
    this.query ??= await this.build();
    const { rows } = await sql.raw<{ k: string; v: string }>(this.query).execute(this.db);
    return new Map(rows.map((r) => [r.k, r.v]));
  }
}

/** The tables (keys) that differ, less the ones `ignore`d. */
export function changedTables(before: Map<string, string>, after: Map<string, string>, ignore: readonly string[] = []): string[] {
  const keys = new Set([...before.keys(), ...after.keys()]);
  return [...keys].filter((k) => !ignore.includes(k) && before.get(k) !== after.get(k));
}
