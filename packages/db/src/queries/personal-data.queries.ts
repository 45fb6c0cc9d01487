/**
 * The holder's data, walked from a data map (the product's is packages/domain personal-data/data-map.ts,
 * passed in by the api): the rows of every table that reach a patient or a lead, their
 * anonymisation, the scrub of free text, the exports' rows. Table and column names come only from
 * the map (never from a request).
 */
import { type RawBuilder, sql } from 'kysely';

import type { Executor } from '../executor';
import type { PersonalDataExportRow } from '../tables';

export type DataSubjectKind = 'patient' | 'lead';

/**
 * How a row reaches its person: her id in `column` (through `parent`'s id when given), the log's
 * (entity, entity_id), or any of several links.
 */
export type WalkLink = { column: string; parent?: string } | { entity: string } | { any: readonly WalkLink[] };
export type WalkAnonymize = 'keep' | 'null' | 'empty' | 'generated' | 'scrub' | { set: string };
/** What the walk needs of one table of the data map. */
export interface WalkTable {
  patient?: WalkLink;
  lead?: WalkLink;
  columns: Record<string, { anonymize: WalkAnonymize; export?: false }>;
  technical: readonly string[];
}
export type WalkMap = Readonly<Record<string, WalkTable>>;

const specOf = (map: WalkMap, table: string): WalkTable => {
  const spec = map[table];
  if (!spec) throw new Error(`Tabela fora do mapa de dados: ${table}`);
  return spec;
};

const linkOf = (spec: WalkTable, subject: DataSubjectKind): WalkLink | undefined => (subject === 'patient' ? spec.patient : spec.lead);

/** The tables whose rows reach a patient (or a lead), in the data map's order. */
export function linkedTables(map: WalkMap, subject: DataSubjectKind): string[] {
  return Object.entries(map)
    .filter(([, spec]) => linkOf(spec, subject))
    .map(([table]) => table);
}

/** The SQL condition 'this row of `table` is about subject `id`' (following parents). */
function linkPredicate(map: WalkMap, table: string, subject: DataSubjectKind, id: number): RawBuilder<boolean> {
  const link = linkOf(specOf(map, table), subject);
  if (!link) throw new Error(`${table} não chega ao titular`);
  return predicateOf(map, table, link, subject, id);
}

function predicateOf(map: WalkMap, table: string, link: WalkLink, subject: DataSubjectKind, id: number): RawBuilder<boolean> {
  if ('any' in link) {
    if (link.any.length === 0) throw new Error(`${table}: ligação vazia`);
    return sql<boolean>`(${sql.join(link.any.map((one) => predicateOf(map, table, one, subject, id)), sql` or `)})`;
  }
  if ('entity' in link) return sql<boolean>`(${sql.ref(`${table}.entity`)} = ${link.entity} and ${sql.ref(`${table}.entity_id`)} = ${id})`;
  const column = sql.ref(`${table}.${link.column}`);
  if (!link.parent) return sql<boolean>`${column} = ${id}`;
  return sql<boolean>`${column} in (select ${sql.ref(`${link.parent}.id`)} from ${sql.table(link.parent)} where ${linkPredicate(map, link.parent, subject, id)})`;
}

/** Every row of `table` about the subject, all columns but those the data map keeps out of exports. */
export async function findSubjectRows(
  db: Executor,
  map: WalkMap,
  table: string,
  subject: DataSubjectKind,
  id: number,
): Promise<Record<string, unknown>[]> {
  const spec = specOf(map, table);
  const hidden = Object.entries(spec.columns)
    .filter(([, column]) => column.export === false)
    .map(([name]) => name);
  const columns = [...spec.technical, ...Object.keys(spec.columns)].filter((name) => !hidden.includes(name));
  const result = await sql<Record<string, unknown>>`
    select ${sql.join(columns.map((name) => sql.ref(`${table}.${name}`)))}
    from ${sql.table(table)} where ${linkPredicate(map, table, subject, id)} order by 1
  `.execute(db);
  return result.rows;
}

/** Applies the data map's anonymisation to every row about the subject (null, empty, placeholders). */
export async function anonymizeSubjectRows(tx: Executor, map: WalkMap, subject: DataSubjectKind, id: number): Promise<void> {
  for (const table of linkedTables(map, subject)) {
    const sets = Object.entries(specOf(map, table).columns).flatMap(([name, column]) => {
      const target = sql.ref(name);
      if (column.anonymize === 'null') return [sql`${target} = null`];
      if (column.anonymize === 'empty') return [sql`${target} = ''`];
      if (typeof column.anonymize === 'object') return [sql`${target} = ${column.anonymize.set}`];
      return [];
    });
    if (sets.length === 0) continue;
    await sql`update ${sql.table(table)} set ${sql.join(sets)} where ${linkPredicate(map, table, subject, id)}`.execute(tx);
  }
}

/**
 * A PostgreSQL regular expression matching a value with any separators between its digits, and not
 * inside a longer number (another person's phone that merely contains these digits stays).
 */
export function digitsPattern(value: string | null | undefined, minDigits = 6): string | null {
  const digits = (value ?? '').replace(/\D/g, '');
  return digits.length >= minDigits ? `(?<![0-9])${digits.split('').join('[^0-9]{0,3}')}(?![0-9])` : null;
}

/** A PostgreSQL regular expression matching a text literally (spaces: any run of spaces). */
export function literalPattern(value: string | null | undefined, minLength = 4): string | null {
  const trimmed = (value ?? '').trim();
  if (trimmed.length < minLength) return null;
  // Whole words only: anonymising 'Ana Lu' leaves 'Ana Luiza' in another patient's notes alone.
  const literal = trimmed.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
  return /^\w/.test(trimmed) && /\w$/.test(trimmed) ? `\\m${literal}\\M` : literal;
}

/**
 * Replaces every match of the patterns by `replacement` in every free-text column of the data map
 * (scrub, and the cleared columns in other people's rows), in every row of every table.
 */
export async function scrubEverywhere(tx: Executor, map: WalkMap, patterns: (string | null)[], replacement: string): Promise<void> {
  const regex = patterns.filter((pattern): pattern is string => pattern !== null).join('|');
  if (!regex) return;
  // Lets the money rows' trigger accept a rewrite of their free text, in this transaction only.
  await sql`select set_config('clinic.anonymizing', 'on', true)`.execute(tx);
  const types = await sql<{ tableName: string; columnName: string; dataType: string; characterMaximumLength: number | null }>`
    select table_name, column_name, data_type, character_maximum_length
    from information_schema.columns where table_schema = current_schema()
  `.execute(tx);
  const typeOf = new Map(types.rows.map((row) => [`${row.tableName}.${row.columnName}`, row]));
  for (const [table, spec] of Object.entries(map)) {
    for (const [name, column] of Object.entries(spec.columns)) {
      if (column.anonymize !== 'scrub' && column.anonymize !== 'null' && column.anonymize !== 'empty') continue;
      const type = typeOf.get(`${table}.${name}`);
      if (!type || !['text', 'character varying', 'jsonb'].includes(type.dataType)) continue;
      const ref = sql.ref(name);
      const asText = type.dataType === 'jsonb' ? sql`${ref}::text` : sql`${ref}`;
      let replaced = sql`regexp_replace(${asText}, ${regex}, ${replacement}, 'gi')`;
      if (type.characterMaximumLength) replaced = sql`left(${replaced}, ${type.characterMaximumLength})`;
      const value = type.dataType === 'jsonb' ? sql`(${replaced})::jsonb` : replaced;
      await sql`update ${sql.table(table)} set ${ref} = ${value} where ${asText} ~* ${regex}`.execute(tx);
    }
  }
}

/** The date of the patient's last record entry, or null when she has no signed entry. */
export async function findLastSignedEntryAt(db: Executor, patientId: number): Promise<Date | null> {
  const row = await db
    .selectFrom('recordEntries')
    .select((eb) => eb.fn.max('createdAt').as('last'))
    .where('patientId', '=', patientId)
    .where('status', '=', 'assinado')
    .executeTakeFirst();
  return row?.last ? new Date(row.last as unknown as string | Date) : null;
}

export async function markPatientAnonymized(tx: Executor, patientId: number, at: Date): Promise<void> {
  await tx.updateTable('patients').set({ anonymizedAt: at, processingBlockedAt: null }).where('id', '=', patientId).execute();
}

/**
 * Blocks the patient's data from any use but the record: out of the lists (archived). Her reminders
 * stop with her WhatsApp consent, which the service revokes (the consents table).
 */
export async function blockPatientProcessing(tx: Executor, patientId: number, at: Date): Promise<void> {
  await tx
    .updateTable('patients')
    .set((eb) => ({ processingBlockedAt: at, archivedAt: eb.fn.coalesce('archivedAt', eb.val(at)) }))
    .where('id', '=', patientId)
    .execute();
}

/** The leads converted into the patient (her lead history: anonymised with her). */
export async function findLeadsOfPatient(db: Executor, patientId: number): Promise<{ id: number; name: string; whatsapp: string }[]> {
  return db.selectFrom('leads').select(['id', 'name', 'whatsapp']).where('patientId', '=', patientId).execute();
}

export async function markLeadAnonymized(tx: Executor, leadId: number, at: Date): Promise<void> {
  await tx.updateTable('leads').set({ anonymizedAt: at }).where('id', '=', leadId).execute();
}

/** Leads never converted, not anonymised, without activity since `before` (their last interaction or creation). */
export async function findStaleLeadIds(db: Executor, before: Date, limit = 200): Promise<number[]> {
  const rows = await db
    .selectFrom('leads as l')
    .select('l.id')
    .where('l.anonymizedAt', 'is', null)
    .where('l.patientId', 'is', null)
    .where('l.conversionDate', 'is', null)
    .where('l.createdAt', '<', before)
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom('leadInteractions as i').select('i.id').whereRef('i.leadId', '=', 'l.id').where('i.createdAt', '>=', before))),
    )
    .orderBy('l.id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

export async function insertPersonalDataExport(
  tx: Executor,
  row: { patientId: number; requestedBy: number | null; expiresAt: Date },
): Promise<PersonalDataExportRow> {
  return tx.insertInto('personalDataExports').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function setPersonalDataExportJob(tx: Executor, id: number, jobId: number): Promise<void> {
  await tx.updateTable('personalDataExports').set({ jobId }).where('id', '=', id).execute();
}

/** The export without its file. */
export async function findPersonalDataExport(db: Executor, id: number): Promise<Omit<PersonalDataExportRow, 'file'> | undefined> {
  return db
    .selectFrom('personalDataExports')
    .select(['id', 'patientId', 'requestedBy', 'jobId', 'status', 'fileName', 'sizeBytes', 'error', 'expiresAt', 'downloadedAt', 'createdAt'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function finishPersonalDataExport(
  db: Executor,
  id: number,
  done: { status: 'ready'; file: Uint8Array; fileName: string } | { status: 'failed'; error: string },
): Promise<void> {
  const values =
    done.status === 'ready'
      ? { status: done.status, file: done.file, fileName: done.fileName, sizeBytes: done.file.byteLength, error: null }
      : { status: done.status, error: done.error };
  await db.updateTable('personalDataExports').set(values).where('id', '=', id).where('status', '=', 'pending').execute();
}

/** Takes the file out, once (call in a transaction): answers it only to the first caller, before it expires. */
export async function takePersonalDataExportFile(tx: Executor, id: number, now: Date): Promise<{ file: Uint8Array; fileName: string } | undefined> {
  const row = await tx
    .selectFrom('personalDataExports')
    .select(['file', 'fileName'])
    .where('id', '=', id)
    .where('status', '=', 'ready')
    .where('downloadedAt', 'is', null)
    .where('expiresAt', '>', now)
    .where('file', 'is not', null)
    .forUpdate()
    .executeTakeFirst();
  if (!row?.file) return undefined;
  await tx.updateTable('personalDataExports').set({ downloadedAt: now, file: null }).where('id', '=', id).execute();
  return { file: row.file, fileName: row.fileName ?? 'dados.zip' };
}

/** Drops the files of expired exports (the rows stay, as the trace of the export). */
export async function purgeExpiredExports(db: Executor, now: Date): Promise<number> {
  const result = await db
    .updateTable('personalDataExports')
    .set({ file: null })
    .where('expiresAt', '<=', now)
    .where('file', 'is not', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
