/**
 * fast-check arbitraries for every operation of /api/openapi.json: valid requests built from the
 * operation's JSON schemas (types, enums, consts, min/max, lengths, patterns, formats), with the
 * field names the schemas cannot say enough about (dates, grid times, phones, CPFs, ids of rows
 * that exist) filled in as the clinic would; and mutated requests in every category of #12
 * (wrong types, missing and extra fields, huge, empty, control-character and unicode strings,
 * edge numbers, impossible dates, arrays for scalars, bodies that are not objects, invalid or too
 * deep JSON, oversize bodies, wrong content types, bad path ids and query strings).
 *
 * A generated case is abstract: ids of existing rows are `PoolRef`s (a pool name and a pick),
 * resolved against the rows the run has at the moment the request is sent (`buildRequest`).
 * So a case depends only on (seed, index), and a run replays exactly.
 */
import { BRAZILIAN_STATES, GRID_TIMES, addDays, toIsoDate } from '@clinic/domain';
import fc from 'fast-check';

import type { JsonSchema, OpenApiDocument, Operation } from './openapi-document';
import { deref } from './openapi-document';

// ---------------------------------------------------------------------------------------------
// Abstract values

/** The rows a request can name, by kind. */
export const POOL_NAMES = [
  'patients',
  'appointments',
  'leads',
  'rooms',
  'services',
  'users',
  'physiotherapists',
  'adAccounts',
  'reportRequests',
  'reportKeywords',
  'apiTokens',
  'consolidatedReports',
  'consolidatedAnalyses',
  'recordEntries',
  'waitlistEntries',
  'waitlistOffers',
  'packages',
  'payments',
  'diaries',
  'questionnaireLinks',
  'patientTokens',
  'leadIntakeFailures',
  'consents',
  'privacyRequests',
  'incidents',
  'emails',
  'instruments',
  'exports',
] as const;
export type PoolName = (typeof POOL_NAMES)[number];
export type Pools = Record<PoolName, (number | string)[]>;

export function emptyPools(): Pools {
  return Object.fromEntries(POOL_NAMES.map((name) => [name, []])) as unknown as Pools;
}

/** "One of the existing rows of `pool`" (resolved when the request is sent). */
export class PoolRef {
  constructor(
    readonly pool: PoolName,
    readonly pick: number,
  ) {}
}

/** JSON text written as is (numbers JSON.stringify cannot write: 1e400, 30 digits…). */
export class RawJson {
  constructor(readonly text: string) {}
}

/** A path or query value sent without percent-encoding (bad escapes like `%zz`, raw `%00`). */
export class RawText {
  constructor(readonly text: string) {}
}

/** Where a body's raw (non-UTF-8) bytes go. */
export const BYTES_TOKEN = '@@BYTES@@';

export interface FuzzCase {
  /** 'valid', or the mutation applied ('body:wrong-type:name', 'path:bad-id', …). */
  kind: string;
  pathId?: unknown;
  query: [string, unknown][];
  /** JSON (abstract; `bytes`: raw bytes, given as latin1 text, sent where the JSON has BYTES_TOKEN) or raw text; absent: no body. */
  body?: { json: unknown; bytes?: string } | { raw: string };
  /** Content type to send with a body; null: none at all. Default application/json. */
  contentType?: string | null;
  /** Extra headers (a junk API token, another site's Origin…). */
  headers?: Record<string, string>;
}

// ---------------------------------------------------------------------------------------------
// Valid values

const TODAY = toIsoDate();
const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const NAME_CHARS = `${LOWER}${LOWER.toUpperCase()}áéíóúâêôãõçÁÉÍÓÚÇ`;
const TEXT_CHARS = `${NAME_CHARS}0123456789 .,-'`;

/** Readable text: starts and ends with a letter, `min`…`max` characters. */
function text(min: number, max: number): fc.Arbitrary<string> {
  const hi = Math.max(1, Math.min(max, 40));
  const lo = Math.max(1, Math.min(min, hi));
  const letter = fc.constantFrom(...NAME_CHARS);
  if (hi === 1) return letter;
  return fc
    .tuple(letter, fc.string({ unit: fc.constantFrom(...TEXT_CHARS), minLength: Math.max(0, lo - 2), maxLength: hi - 2 }), letter)
    .map(([a, mid, b]) => (lo === 1 && mid === '' ? a : `${a}${mid}${b}`));
}

const digits = (n: number) => fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: n, maxLength: n });

/** A CPF with the right check digits, formatted or bare. */
export const cpfArb: fc.Arbitrary<string> = fc
  .tuple(fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 9, maxLength: 9 }), fc.boolean())
  .filter(([d]) => new Set(d).size > 1)
  .map(([base, formatted]) => {
    const check = (ds: number[]) => {
      const sum = ds.reduce((acc, digit, i) => acc + digit * (ds.length + 1 - i), 0);
      const r = (sum * 10) % 11;
      return r === 10 ? 0 : r;
    };
    const d1 = check(base);
    const d2 = check([...base, d1]);
    const all = [...base, d1, d2].join('');
    return formatted ? `${all.slice(0, 3)}.${all.slice(3, 6)}.${all.slice(6, 9)}-${all.slice(9)}` : all;
  });

const phoneArb = fc
  .tuple(fc.integer({ min: 11, max: 99 }), fc.boolean(), digits(4), digits(4))
  .map(([ddd, mobile, a, b]) => `(${ddd}) ${mobile ? `9${a}` : a}-${b}`);

/** A day around today (`from`…`to` days away). */
const dayArb = (from: number, to: number) => fc.integer({ min: from, max: to }).map((n) => addDays(TODAY, n));
const birthDateArb = dayArb(-36_000, -1);
const gridTimeArb = fc.constantFrom(...GRID_TIMES);
const uniqueSuffix = fc.string({ unit: fc.constantFrom(...`${LOWER}0123456789`), minLength: 8, maxLength: 8 });
const emailArb = uniqueSuffix.map((s) => `fuzz.${s}@clinica.com`);
const strongPassword = uniqueSuffix.map((s) => `Fisio#${s}Pelve!`);
const priceArb = fc.oneof(
  fc.integer({ min: 0, max: 99_999 }).map((n) => `${n}.${String(n % 100).padStart(2, '0')}`),
  fc.integer({ min: 1, max: 999 }).map((n) => `${n},50`),
  fc.integer({ min: 1, max: 999 }).map(String),
);
const ref = (pool: PoolName) => fc.nat().map((pick) => new PoolRef(pool, pick));

/** A realistic pushed report answer (Meta's `data` rows), or any JSON at all. */
const reportResponseArb = fc.oneof(
  fc
    .array(
      fc.record({
        campaign_name: fc.constantFrom('FB endometriose', 'FB incontinência', 'IG pós-parto', 'Campanha'),
        spend: fc.integer({ min: 0, max: 100_000 }).map((n) => (n / 100).toFixed(2)),
        impressions: fc.integer({ min: 0, max: 100_000 }).map(String),
        clicks: fc.integer({ min: 0, max: 5_000 }).map(String),
        actions: fc.array(fc.record({ action_type: fc.constantFrom('lead', 'link_click'), value: fc.nat(500).map(String) }), {
          maxLength: 2,
        }),
      }),
      { maxLength: 4 },
    )
    .map((data) => ({ data })),
  fc.jsonValue({ maxDepth: 3 }),
);

interface FieldContext {
  op: Operation;
  /** The property or parameter name. */
  name: string;
  where: 'body' | 'query' | 'item';
}

/** Values for names whose schema is too loose to get past the product's rules. */
function hint(ctx: FieldContext, schema: JsonSchema): fc.Arbitrary<unknown> | undefined {
  const { name, op } = ctx;
  const nullable = schemaAllows(schema, 'null');
  const orNull = (arb: fc.Arbitrary<unknown>) => (nullable ? fc.oneof({ weight: 4, arbitrary: arb }, fc.constant(null)) : arb);
  switch (name) {
    case 'birthDate':
      return orNull(birthDateArb);
    case 'date':
      return ctx.op.path.startsWith('/appointments') ? dayArb(-30, 365) : dayArb(-365, 30);
    case 'startDate':
    case 'endDate':
    case 'firstAppointmentFrom':
    case 'firstAppointmentTo':
    case 'treatmentEndFrom':
    case 'treatmentEndTo':
    case 'originDate':
    case 'conversionDate':
    case 'preDischargeDate':
    case 'dischargeDate':
      return orNull(dayArb(-365, 60));
    case 'time':
      return gridTimeArb;
    case 'phone':
    case 'whatsapp':
      return phoneArb;
    case 'cpf':
      return nullable ? fc.oneof(cpfArb, fc.constant(null), fc.constant('')) : cpfArb;
    case 'cep':
      return orNull(fc.tuple(digits(5), digits(3)).map(([a, b]) => `${a}-${b}`));
    case 'state':
      return orNull(fc.constantFrom(...BRAZILIAN_STATES));
    case 'email':
      if (op.procedure === 'auth.login') return fc.oneof({ weight: 4, arbitrary: ref('emails') }, emailArb);
      return orNull(emailArb);
    case 'password':
      if (op.procedure === 'auth.login') return fc.oneof({ weight: 3, arbitrary: fc.constant(LOGIN_PASSWORD) }, strongPassword);
      return strongPassword;
    case 'price':
      return priceArb;
    case 'accountNumber':
      return fc.integer({ min: 6, max: 15 }).chain((n) => digits(n)).map((d) => (d.startsWith('0') ? `1${d.slice(1)}` : d));
    case 'photo':
      return fc.constant(null);
    case 'patientId':
      return op.path.startsWith('/appointments') ? fc.oneof({ weight: 5, arbitrary: ref('patients') }, fc.constant(0)) : ref('patients');
    case 'physiotherapistId':
      return ref('physiotherapists');
    case 'roomId':
      return ref('rooms');
    case 'adAccountId':
      return ref('adAccounts');
    case 'userId':
      return ref('users');
    case 'excludeId':
      return ref('appointments');
    case 'entityId':
      return fc.oneof(fc.constant(null), fc.integer({ min: 1, max: 50 }));
    case 'includeCancelled':
    case 'forceCascade':
      return fc.constantFrom('true', 'false');
    case 'response':
      return reportResponseArb;
    case 'name':
      if (op.path.startsWith('/rooms')) return uniqueSuffix.map((s) => `Sala ${s}`);
      if (op.path.startsWith('/leads/import')) return text(1, 30);
      return undefined;
    case 'keyword':
      return uniqueSuffix.map((s) => `palavra ${s}`);
    // The lead pipeline (#25): a 'Próximo contato' the form would send, and a loss reason.
    case 'nextContactAt':
      return orNull(fc.constantFrom('2026-12-01T10:00', '2026-11-27', '2026-12-15T08:30:00.000Z'));
    case 'lostReason':
      return orNull(fc.constantFrom('Achou caro', 'Mudou de cidade'));
    case 'origin':
      return orNull(fc.constantFrom('Instagram', 'WhatsApp', 'FB endometriose', 'Indicação', 'Google'));
    case 'totalSpend':
    case 'costPerLead':
      // Money: a number, or a decimal string where the schema takes one.
      return fc
        .integer({ min: 0, max: 1_000_000 })
        .chain((cents) => (schemaAllows(schema, 'string') ? fc.constantFrom<unknown>(cents / 100, (cents / 100).toFixed(2)) : fc.constant(cents / 100)));
    default:
      return undefined;
  }
}

/** The password every seeded user has (@clinic/api/testing's TEST_PASSWORD). */
export let LOGIN_PASSWORD = 'Fisio#Pelvica2026';
export function setLoginPassword(password: string): void {
  LOGIN_PASSWORD = password;
}

function schemaAllows(schema: JsonSchema, type: string): boolean {
  if (Array.isArray(schema.type)) return schema.type.includes(type);
  if (schema.type === type) return true;
  return [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].some((s) => schemaAllows(s, type));
}

/** Arbitrary values satisfying `schema` (as far as a JSON schema can say). */
export function fromSchema(doc: OpenApiDocument, input: JsonSchema, ctx?: FieldContext): fc.Arbitrary<unknown> {
  const schema = deref(doc, input);
  if (ctx) {
    const hinted = hint(ctx, schema);
    if (hinted) return hinted;
  }
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((s) => fromSchema(doc, s, ctx)));
  if (Array.isArray(schema.type)) {
    return fc.oneof(...schema.type.map((type) => fromSchema(doc, { ...schema, type }, ctx)));
  }
  switch (schema.type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer': {
      const min = Math.max(schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -1000), -1_000_000);
      const max = Math.min(schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : 1000), 1_000_000);
      return fc.integer({ min, max: Math.max(min, max) });
    }
    case 'number': {
      const min = schema.minimum ?? -1000;
      const max = schema.maximum ?? 100_000;
      return fc.double({ min, max, noNaN: true, noDefaultInfinity: true }).map((n) => Math.round(n * 100) / 100);
    }
    case 'string': {
      if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern), { maxLength: schema.maxLength ?? 40 });
      if (schema.format === 'email') return emailArb;
      return text(schema.minLength ?? 0, schema.maxLength ?? 60);
    }
    case 'array': {
      const items = schema.items ? fromSchema(doc, schema.items, ctx && { ...ctx, where: 'item' }) : fc.jsonValue({ maxDepth: 1 });
      const minLength = schema.minItems ?? 0;
      return fc.array(items, { minLength, maxLength: Math.max(minLength, Math.min(schema.maxItems ?? 4, 4)) });
    }
    case 'object':
      return objectArb(doc, schema, ctx?.op);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function objectArb(doc: OpenApiDocument, schema: JsonSchema, op?: Operation): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const names = Object.keys(properties);
  if (!names.length) {
    if (schema.additionalProperties && typeof schema.additionalProperties === 'object') {
      return fc.dictionary(text(1, 20), fromSchema(doc, schema.additionalProperties), { maxKeys: 3 });
    }
    return fc.constant({});
  }
  const fields = Object.fromEntries(
    names.map((name) => [name, op ? fromSchema(doc, properties[name]!, { op, name, where: 'body' }) : fromSchema(doc, properties[name]!)]),
  );
  // Optional fields: present about half the time.
  return fc.record(fields, { requiredKeys: names.filter((n) => required.has(n)) }) as fc.Arbitrary<Record<string, unknown>>;
}

/** Rules across fields a schema cannot state, applied to valid bodies. */
function fixValidBody(op: Operation, body: Record<string, unknown>, span: number): Record<string, unknown> {
  if ('dateRange' in body) {
    if (body.dateRange === 'custom') {
      const start = typeof body.startDate === 'string' ? body.startDate : addDays(TODAY, -span - 1);
      body.startDate = start;
      body.endDate = addDays(start, span);
    } else {
      delete body.startDate;
      delete body.endDate;
    }
  }
  if (op.procedure === 'users.update' || op.procedure === 'users.create' || op.procedure === 'auth.register') {
    // A random role for users.update would demote or promote the targets every time; keep it rarer.
    if (op.procedure === 'users.update' && span % 3 !== 0) delete body.role;
  }
  if (op.procedure === 'users.update' && typeof body.password === 'string' && span % 2 === 0) body.password = '';
  return body;
}

/** Rules across query parameters a schema cannot state, applied to valid queries. */
function fixValidQuery(op: Operation, query: [string, unknown][], span: number): [string, unknown][] {
  const get = (name: string) => query.find(([k]) => k === name)?.[1];
  const without = (...names: string[]) => query.filter(([k]) => !names.includes(k));
  if (op.procedure === 'appointments.list') {
    // One day, or a range (start ≤ end, a few weeks at most).
    const start = typeof get('startDate') === 'string' ? (get('startDate') as string) : undefined;
    if (span % 2 === 0 || !start) return [...without('startDate', 'endDate', 'date'), ['date', get('date') ?? addDays(TODAY, span - 20)]];
    return [...without('startDate', 'endDate', 'date'), ['startDate', start], ['endDate', addDays(start, span % 35)]];
  }
  for (const [from, to] of [
    ['startDate', 'endDate'],
    ['firstAppointmentFrom', 'firstAppointmentTo'],
    ['treatmentEndFrom', 'treatmentEndTo'],
  ] as const) {
    const start = get(from);
    if (typeof start === 'string' && get(to) !== undefined) query = [...query.filter(([k]) => k !== to), [to, addDays(start, span)]];
  }
  return query;
}

/** The pool an operation's `{id}` names. */
export function poolOfPath(path: string): PoolName {
  if (path.startsWith('/appointments/patient/')) return 'patients';
  if (path.startsWith('/report-requests/') && path.endsWith('/analysis')) return 'reportRequests';
  // Confirming by hand names an appointment; an inbox answer's id is a message id (none match: 404).
  if (path.startsWith('/confirmations/')) return 'appointments';
  if (path.startsWith('/waitlist/offers/')) return 'waitlistOffers';
  if (path.startsWith('/leads/intake-failures/')) return 'leadIntakeFailures';
  const first = path.split('/')[1]!;
  const byPrefix: Record<string, PoolName> = {
    'ad-accounts': 'adAccounts',
    'api-tokens': 'apiTokens',
    appointments: 'appointments',
    'consolidated-analysis': 'consolidatedAnalyses',
    'consolidated-reports': 'consolidatedReports',
    leads: 'leads',
    patients: 'patients',
    'record-entries': 'recordEntries',
    'report-keywords': 'reportKeywords',
    'report-requests': 'reportRequests',
    rooms: 'rooms',
    services: 'services',
    users: 'users',
    waitlist: 'waitlistEntries',
    packages: 'packages',
    payments: 'payments',
    diaries: 'diaries',
    'questionnaire-links': 'questionnaireLinks',
    // A patient link's token (/public/{token}): the seed's diary links, one revoked.
    public: 'patientTokens',
    instruments: 'instruments',
    consents: 'consents',
    'privacy-requests': 'privacyRequests',
    incidents: 'incidents',
    exports: 'exports',
  };
  const pool = byPrefix[first];
  if (!pool) throw new Error(`no pool for ${path}`);
  return pool;
}

export function validCase(doc: OpenApiDocument, op: Operation): fc.Arbitrary<FuzzCase> {
  const pathId = op.pathParams.length ? ref(poolOfPath(op.path)) : fc.constant(undefined);
  const query = fc.tuple(
    ...op.queryParams.map((param) => {
      const value = fromSchema(doc, param.schema, { op, name: param.name, where: 'query' });
      const entry = value.map((v) => [param.name, v] as [string, unknown]);
      return param.required ? entry.map((e) => [e]) : fc.option(entry.map((e) => [e]), { freq: 2, nil: [] as [string, unknown][] });
    }),
  );
  const bodyArb = !op.body
    ? fc.constant(undefined)
    : deref(doc, op.body).type === 'object'
      ? objectArb(doc, deref(doc, op.body), op)
      : fromSchema(doc, op.body, { op, name: '', where: 'body' });
  return fc.record({ pathId, query, body: bodyArb, span: fc.integer({ min: 0, max: 40 }) }).map(({ pathId: id, query: q, body: b, span }) => ({
    kind: 'valid',
    pathId: id,
    query: fixValidQuery(op, (q as [string, unknown][][]).flat(), span),
    body:
      b === undefined
        ? undefined
        : { json: b && typeof b === 'object' && !Array.isArray(b) ? fixValidBody(op, b as Record<string, unknown>, span) : b },
  }));
}

// ---------------------------------------------------------------------------------------------
// Invalid values

const CONTROL = ['\u0000', '\u0001', '\u0007', '\b', '\t', '\n', '\r', '\u001b', '\u001f', '\u007f', '\u0085', '\u2028', '\u2029', '\ufeff'];
const controlString = fc
  .tuple(text(0, 10), fc.constantFrom(...CONTROL), fc.constantFrom(...CONTROL), text(0, 10))
  .map(([a, c1, c2, b]) => `${a}${c1}${b}${c2}`);
const UNICODE = [
  '😀👩‍⚕️🏳️‍🌈',
  'Ａｂｃ１２３',
  'مرحبا بالعالم',
  'שלום\u202e',
  'e\u0301\u0301\u0301',
  '\u200b\u200c\u200d',
  '𝕱𝖚𝖟𝖟',
  '\ud800',
  '\udfff abc',
  'İıſK',
  '１２３４５',
  '٣٤٥',
];
const unicodeString = fc.oneof(fc.constantFrom(...UNICODE), fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }), fc.string({ unit: 'binary', maxLength: 20 }));
const hugeString = fc.oneof(
  fc.integer({ min: 300, max: 5_000 }).map((n) => 'x'.repeat(n)),
  fc.integer({ min: 20_000, max: 200_000 }).map((n) => 'á'.repeat(n)),
  fc.constant('\u0000'.repeat(1000)),
);
const edgeNumber = fc.oneof(
  fc.constantFrom(-1, 0, -0, 1.5, -2147483648, 2147483647, 2147483648, 4294967296, 9007199254740991, 1e21, 1e308, -1e308, 5e-324, 0.1),
  fc.constantFrom(new RawJson('1e400'), new RawJson('-1e400'), new RawJson('123456789012345678901234567890'), new RawJson('1.0'), new RawJson('-0.0'), new RawJson('9007199254740993')),
  fc.integer(),
  fc.double({ noNaN: true }),
);
const IMPOSSIBLE_DATES = [
  '2025-02-30',
  '2025-02-29',
  '2025-13-01',
  '2025-00-10',
  '2025-04-31',
  '0000-00-00',
  '0000-01-01',
  '9999-12-32',
  '99999-01-01',
  '-2025-01-01',
  '2025-1-1',
  '01/02/2025',
  '2025-01-01T00:00:00Z',
  '2025-01-01 ',
  ' 2025-01-01',
  '2025-01-01\u0000',
  '１９９０-０１-０１',
  'NaN-NaN-NaN',
  '1899-12-31',
  '2999-01-01',
  '24:00',
  '25:61',
  '08:30',
  '8:00',
  '',
];
const impossibleDate = fc.constantFrom(...IMPOSSIBLE_DATES);

/** A value of another JSON type than `value`. */
function wrongType(value: unknown): fc.Arbitrary<unknown> {
  const options: fc.Arbitrary<unknown>[] = [];
  if (typeof value !== 'string') options.push(fc.constantFrom('1', 'abc', '', 'true', 'null', '[]', '{}'));
  if (typeof value !== 'number') options.push(fc.constantFrom(1, 0, -1, 3.14));
  if (typeof value !== 'boolean') options.push(fc.boolean());
  if (value !== null) options.push(fc.constant(null));
  if (!Array.isArray(value)) options.push(fc.constant([]), fc.constant([value]));
  if (!(value && typeof value === 'object')) options.push(fc.constant({}), fc.constant({ value }));
  return fc.oneof(...options);
}

/**
 * Values on and just past a schema's limits (maxLength in ASCII, 2-byte and astral characters,
 * min/max and one beyond, maxItems and one more): where a column narrower than its validation
 * would fail.
 */
export function boundaryValues(doc: OpenApiDocument, input: JsonSchema, current: unknown): unknown[] {
  const schema = deref(doc, input);
  const variants = [schema, ...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].map((v) => deref(doc, v));
  const out: unknown[] = [];
  for (const v of variants) {
    const types = Array.isArray(v.type) ? v.type : [v.type];
    if (types.includes('string') && v.maxLength !== undefined && v.maxLength < 300_000) {
      const max = v.maxLength;
      out.push('a'.repeat(max), 'ç'.repeat(max), '😀'.repeat(Math.floor(max / 2)), 'a'.repeat(max + 1), ` ${'b'.repeat(max)} `);
    }
    if (types.includes('string') && v.minLength) out.push('a'.repeat(v.minLength - 1));
    if (types.includes('integer') || types.includes('number')) {
      const low = v.minimum ?? v.exclusiveMinimum;
      const high = v.maximum ?? v.exclusiveMaximum;
      if (low !== undefined) out.push(low, low - 1);
      if (high !== undefined) out.push(high, high + 1);
    }
    if (types.includes('array') && v.maxItems !== undefined && Array.isArray(current) && current.length) {
      const fill = (n: number) => Array.from({ length: n }, (_, i) => current[i % current.length]);
      out.push(fill(v.maxItems), fill(v.maxItems + 1));
    }
  }
  return out;
}

type Mutator = (value: unknown) => fc.Arbitrary<unknown>;

/** Field mutations, by category: each gets the field's valid value. */
const FIELD_MUTATIONS: Record<string, Mutator> = {
  'wrong-type': wrongType,
  'array-for-scalar': (v) => fc.oneof(fc.constant([v]), fc.constant([v, v]), fc.constant([])),
  'huge-string': () => hugeString,
  'empty-string': () => fc.constantFrom('', ' ', '   \t\n'),
  'control-chars': () => controlString,
  unicode: () => unicodeString,
  'edge-number': () => edgeNumber,
  'impossible-date': () => impossibleDate,
  null: () => fc.constant(null),
};

const KEYS_TO_ADD = ['unknownField', '__proto__', 'constructor', 'id', 'createdAt', 'isActive', 'role', 'passwordHash', ''];

/** Bodies no object-taking operation should accept. */
const NOT_OBJECT = fc.oneof(
  fc.constantFrom<unknown>('texto', 42, true, null, [], [{}], ''),
  fc.jsonValue({ maxDepth: 2 }).filter((v) => !(v && typeof v === 'object' && !Array.isArray(v))),
);

const INVALID_JSON = [
  '{',
  '{"a":',
  '{"a":1,}',
  "{'a': 1}",
  '{"a": NaN}',
  '{"a": Infinity}',
  '{"a": undefined}',
  '[1, 2',
  '{"a":"\\x41"}',
  '{"a":"\\ud800"}',
  '{"a":"\u0000"}',
  '{} {}',
  '{}garbage',
  'nul',
  '\ufeff{}',
  '/* c */ {}',
  '{"a":1}\u0000',
  '{"__proto__": {"isAdmin": true}}',
  '\u0000',
  '{"a":"\\u0000"}',
];
const invalidJson = fc.oneof(
  fc.constantFrom(...INVALID_JSON),
  fc.string({ unit: 'binary-ascii', minLength: 1, maxLength: 40 }),
  fc.integer({ min: 200, max: 5_000 }).map((depth) => '['.repeat(depth) + ']'.repeat(depth)),
  fc.integer({ min: 50, max: 500 }).map((depth) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)),
);
const oversizeBody = fc.oneof(
  fc.integer({ min: 1_048_577, max: 1_300_000 }).map((n) => `{"name":"${'a'.repeat(n)}"}`),
  fc.integer({ min: 60_000, max: 80_000 }).map((n) => JSON.stringify({ rows: Array.from({ length: n }, () => 0) })),
  fc.constant(`[${'1,'.repeat(600_000)}1]`),
);
const WRONG_CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=xyz',
  'application/xml',
  'application/octet-stream',
  'application/jsonx',
  'json',
  'APPLICATION/JSON',
  'application/json; charset=latin1',
  'application/json; charset=utf-16',
  'application/merge-patch+json',
  'text/json',
  '',
  '*/*',
];

const BAD_IDS: unknown[] = [
  0,
  -1,
  '-0',
  1.5,
  '1e3',
  '0x10',
  ' 1',
  '1 ',
  'abc',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  2147483648,
  '99999999999999999999999',
  '9007199254740993',
  'NaN',
  'Infinity',
  '١٢',
  '１',
  '😀',
  '\u0000',
  'a\u0000b',
  new RawText('%00'),
  new RawText('%zz'),
  new RawText('%'),
  new RawText('%ED%A0%80'),
  new RawText('%C0%AF'),
  new RawText('..%2F..%2Fetc'),
  new RawText('1;drop'),
  'x'.repeat(5000),
  999_999,
  2_000_000_000,
];

export function mutatedCase(doc: OpenApiDocument, op: Operation): fc.Arbitrary<FuzzCase> {
  const valid = validCase(doc, op);
  const options: fc.WeightedArbitrary<FuzzCase>[] = [];
  const add = (weight: number, arbitrary: fc.Arbitrary<FuzzCase>) => options.push({ weight, arbitrary });

  if (op.pathParams.length) {
    add(3, fc.tuple(valid, fc.constantFrom(...BAD_IDS)).map(([c, id]) => ({ ...c, kind: 'path:bad-id', pathId: id })));
  }
  const bodyIsObject = op.body && deref(doc, op.body).type === 'object';
  if (bodyIsObject) {
    const properties = deref(doc, op.body!).properties ?? {};
    const fieldNames = Object.keys(properties);
    const bounded = fieldNames.filter((name) => boundaryValues(doc, properties[name]!, ['x']).length);
    if (bounded.length) {
      add(
        3,
        fc.tuple(valid, fc.constantFrom(...bounded), fc.nat()).map(([c, field, pick]) => {
          const json = (c.body as { json: Record<string, unknown> }).json;
          const values = boundaryValues(doc, properties[field]!, json[field]);
          const value = values.length ? values[pick % values.length] : json[field];
          return { ...c, kind: 'body:boundary', body: { json: { ...json, [field]: value } } };
        }),
      );
    }
    if (fieldNames.length) {
      add(
        8,
        fc
          .tuple(valid, fc.constantFrom(...fieldNames), fc.constantFrom(...Object.keys(FIELD_MUTATIONS)))
          .chain(([c, field, category]) => {
            const current = (c.body as { json: Record<string, unknown> }).json[field];
            return FIELD_MUTATIONS[category]!(current).map((value) => ({
              ...c,
              kind: `body:${category}`,
              body: { json: { ...(c.body as { json: Record<string, unknown> }).json, [field]: value } },
            }));
          }),
      );
      add(
        3,
        fc.tuple(valid, fc.constantFrom(...fieldNames)).map(([c, field]) => {
          const json = { ...(c.body as { json: Record<string, unknown> }).json };
          delete json[field];
          return { ...c, kind: 'body:missing-field', body: { json } };
        }),
      );
      add(1, valid.map((c) => ({ ...c, kind: 'body:empty-object', body: { json: {} } })));
    }
    add(
      2,
      fc.tuple(valid, fc.constantFrom(...KEYS_TO_ADD), fc.jsonValue({ maxDepth: 2 })).map(([c, key, value]) => {
        const json = { ...(c.body as { json: Record<string, unknown> }).json };
        Object.defineProperty(json, key, { value, enumerable: true, configurable: true, writable: true });
        return { ...c, kind: 'body:extra-field', body: { json } };
      }),
    );
    add(2, fc.tuple(valid, NOT_OBJECT).map(([c, json]) => ({ ...c, kind: 'body:not-object', body: { json } })));
  }
  if (op.method !== 'GET') {
    add(2, fc.tuple(valid, invalidJson).map(([c, raw]) => ({ ...c, kind: 'body:invalid-json', body: { raw } })));
    // Bytes that are not UTF-8 inside otherwise valid JSON (a string field, or the whole body).
    add(
      1,
      fc.tuple(valid, fc.constantFrom('\xff\xfe', '\xc0\xaf', '\xed\xa0\x80', '\x80', 'caf\xe9')).map(([c, bytes]) => {
        const json = c.body && 'json' in c.body ? c.body.json : undefined;
        const first = json && typeof json === 'object' && !Array.isArray(json) ? Object.keys(json)[0] : undefined;
        return { ...c, kind: 'body:invalid-utf8', body: { json: first ? { ...(json as object), [first]: BYTES_TOKEN } : BYTES_TOKEN, bytes } };
      }),
    );
    add(1, fc.tuple(valid, oversizeBody).map(([c, raw]) => ({ ...c, kind: 'body:oversize', body: { raw } })));
    add(
      2,
      fc.tuple(valid, fc.constantFrom(...WRONG_CONTENT_TYPES)).map(([c, contentType]) => ({
        ...c,
        kind: 'content-type',
        body: c.body ?? { json: {} },
        contentType,
      })),
    );
    add(1, valid.map((c) => ({ ...c, kind: 'body:no-content-type', body: c.body ?? { raw: '{}' }, contentType: null })));
    if (!op.body) add(1, fc.tuple(valid, fc.jsonValue({ maxDepth: 2 })).map(([c, json]) => ({ ...c, kind: 'body:unexpected', body: { json } })));
  }

  // Headers: a junk API token, another site's Origin (a mutation), odd Accept values.
  add(
    1,
    fc
      .tuple(
        valid,
        fc.constantFrom<Record<string, string>>(
          { authorization: 'Bearer nao-existe' },
          { authorization: 'Bearer ' },
          { authorization: 'Basic YWRtaW46YWRtaW4=' },
          { authorization: `Bearer ${'x'.repeat(5_000)}` },
          { origin: 'http://outro-site.example' },
          { origin: 'null' },
          // The session cookie with a malformed Bearer header, cross-site (#20: it once ran as the cookie's user).
          { authorization: 'Bearer a b', origin: 'http://outro-site.example' },
          { authorization: 'Bearer\tclin_x', 'sec-fetch-site': 'cross-site' },
          { authorization: 'Bearer clin_x extra', origin: 'null' },
          { 'sec-fetch-site': 'cross-site' },
          { accept: 'text/html' },
          { accept: 'application/xml;q=1, */*;q=0' },
          { 'x-request-id': '\u00e7'.repeat(10) },
          { 'x-forwarded-for': '10.0.0.1, 203.0.113.9' },
        ),
      )
      .map(([c, headers]) => ({ ...c, kind: `header:${Object.keys(headers).join('+')}`, headers })),
  );

  // Query strings: every operation can get them (unknown parameters too).
  const boundedParams = op.queryParams.filter((p) => boundaryValues(doc, p.schema, ['x']).length);
  if (boundedParams.length) {
    add(
      1,
      fc.tuple(valid, fc.constantFrom(...boundedParams), fc.nat()).map(([c, param, pick]) => {
        const values = boundaryValues(doc, param.schema, undefined);
        return { ...c, kind: 'query:boundary', query: [...c.query.filter(([k]) => k !== param.name), [param.name, values[pick % values.length]]] as [string, unknown][] };
      }),
    );
  }
  const params = op.queryParams.map((p) => p.name);
  add(
    params.length ? 3 : 1,
    fc
      .tuple(
        valid,
        params.length ? fc.constantFrom(...params) : fc.constant('unknown'),
        fc.constantFrom(...Object.keys(FIELD_MUTATIONS), 'repeated', 'raw'),
      )
      .chain(([c, name, category]) => {
        const current = c.query.find(([k]) => k === name)?.[1] ?? 'x';
        const value =
          category === 'repeated'
            ? fc.constant([current, current, 'outro'])
            : category === 'raw'
              ? fc.constantFrom(...BAD_IDS.filter((v) => v instanceof RawText), new RawText('a%26b%3Dc'), new RawText('%E2%82'))
              : FIELD_MUTATIONS[category]!(current);
        return value.map((v) => ({ ...c, kind: `query:${category}`, query: [...c.query.filter(([k]) => k !== name), [name, v]] as [string, unknown][] }));
      }),
  );
  if (op.queryParams.some((p) => p.required)) {
    add(1, valid.map((c) => ({ ...c, kind: 'query:missing-required', query: c.query.filter(([k]) => !op.queryParams.find((p) => p.name === k)?.required) })));
  }
  return fc.oneof(...options);
}

/** Valid requests a little more often than not, so a good share get past validation. */
export function caseArbitrary(doc: OpenApiDocument, op: Operation): fc.Arbitrary<FuzzCase> {
  return fc.oneof({ weight: 45, arbitrary: validCase(doc, op) }, { weight: 55, arbitrary: mutatedCase(doc, op) });
}

// ---------------------------------------------------------------------------------------------
// Concrete requests

export interface ConcreteRequest {
  method: string;
  /** Path and query string, from /api. */
  url: string;
  headers: Record<string, string>;
  body?: Buffer;
  /** The path id sent (resolved), if the operation has one. */
  pathId?: unknown;
}

function resolve(value: unknown, pools: Pools): unknown {
  if (value instanceof PoolRef) {
    const pool = pools[value.pool];
    return pool.length ? pool[value.pick % pool.length] : 999_999;
  }
  if (Array.isArray(value)) return value.map((v) => resolve(v, pools));
  if (value && typeof value === 'object' && !(value instanceof RawJson) && !(value instanceof RawText)) {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value)) {
      Object.defineProperty(out, key, { value: resolve((value as Record<string, unknown>)[key], pools), enumerable: true, configurable: true, writable: true });
    }
    return out;
  }
  return value;
}

/** JSON text, with RawJson values written as they are. */
function toJson(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, v: unknown) => {
    if (v instanceof RawJson) {
      raws.push(v.text);
      return `@@RAW${raws.length - 1}@@`;
    }
    return v;
  });
  return (text ?? 'null').replace(/"@@RAW(\d+)@@"/g, (_m, i: string) => raws[Number(i)]!);
}

/** Percent-encodes a path or query value; lone surrogates become the (invalid) UTF-8 bytes of one. */
function encode(value: unknown): string {
  if (value instanceof RawText) return value.text;
  const textValue = typeof value === 'string' ? value : value instanceof RawJson ? value.text : typeof value === 'object' ? toJson(value) : String(value);
  try {
    return encodeURIComponent(textValue);
  } catch {
    return textValue.replace(/[\ud800-\udfff]/g, '\u0000').split('\u0000').map((part) => encodeURIComponent(part)).join('%ED%A0%80');
  }
}

export function buildRequest(op: Operation, fuzzCase: FuzzCase, pools: Pools): ConcreteRequest {
  let path = op.path;
  let id: unknown;
  if (op.pathParams.length) {
    id = resolve(fuzzCase.pathId, pools);
    const segment = encode(id);
    path = path.replace(/\{[^}]+\}/, segment === '' ? '' : segment);
  }
  const query: string[] = [];
  for (const [name, raw] of fuzzCase.query) {
    const value = resolve(raw, pools);
    for (const v of Array.isArray(value) ? value : [value]) query.push(`${encodeURIComponent(name)}=${encode(v)}`);
  }
  const headers: Record<string, string> = { ...fuzzCase.headers };
  let body: Buffer | undefined;
  if (fuzzCase.body) {
    if ('raw' in fuzzCase.body) body = Buffer.from(fuzzCase.body.raw, 'utf8');
    else {
      const json = toJson(resolve(fuzzCase.body.json, pools));
      const bytes = fuzzCase.body.bytes;
      body = bytes
        ? Buffer.concat(json.split(BYTES_TOKEN).flatMap((part, i) => (i ? [Buffer.from(bytes, 'latin1'), Buffer.from(part)] : [Buffer.from(part)])))
        : Buffer.from(json, 'utf8');
    }
    const type = fuzzCase.contentType === undefined ? 'application/json' : fuzzCase.contentType;
    if (type !== null) headers['content-type'] = type;
  }
  return { method: op.method, url: `/api${path}${query.length ? `?${query.join('&')}` : ''}`, headers, body, pathId: id };
}
