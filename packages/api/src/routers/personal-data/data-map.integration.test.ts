/**
 * The data map (packages/domain personal-data/data-map.ts) against the live, migrated schema: a
 * table or a column the map does not describe fails here, named, so whoever adds it describes it
 * (kind, purpose, legal basis, retention, readers, export and anonymisation) in one entry.
 */
import { DATA_MAP, SCHEMA_INFRA_TABLES, type SubjectLink, type TableSpec } from '@clinic/domain';
import {
  type SchemaColumn,
  type SchemaForeignKey,
  type TestDatabase,
  createTestDatabase,
  schemaColumns,
  schemaForeignKeys,
  tablesReaching,
} from '@clinic/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const MAP = DATA_MAP as Record<string, TableSpec>;
let db: TestDatabase;
let columns: SchemaColumn[];
let foreignKeys: SchemaForeignKey[];

beforeAll(async () => {
  db = await createTestDatabase();
  columns = await schemaColumns(db.db);
  foreignKeys = await schemaForeignKeys(db.db);
});
afterAll(async () => db.close());

const described = (spec: TableSpec) => [...spec.technical, ...Object.keys(spec.columns)];

describe('the data map against the live schema', () => {
  it('finds the schema', () => {
    expect(columns.length).toBeGreaterThan(200);
    expect(columns.some((c) => c.table === 'patients' && c.column === 'cpf')).toBe(true);
  });

  it('describes every table of the schema', () => {
    const tables = [...new Set(columns.map((c) => c.table))].filter((t) => !(SCHEMA_INFRA_TABLES as readonly string[]).includes(t));
    expect(tables.filter((table) => !MAP[table]), 'tables missing from DATA_MAP').toEqual([]);
  });

  it('describes every column of every table (personal data in `columns`, the rest in `technical`)', () => {
    const missing = columns.filter((c) => MAP[c.table] && !described(MAP[c.table]!).includes(c.column)).map((c) => `${c.table}.${c.column}`);
    expect(missing, 'columns missing from DATA_MAP').toEqual([]);
  });

  it('describes nothing that does not exist, and each column once', () => {
    const live = new Set(columns.map((c) => `${c.table}.${c.column}`));
    const stale = Object.entries(MAP).flatMap(([table, spec]) => described(spec).filter((column) => !live.has(`${table}.${column}`)).map((column) => `${table}.${column}`));
    expect(stale, 'DATA_MAP entries not in the schema').toEqual([]);
    const twice = Object.entries(MAP).flatMap(([table, spec]) => {
      const names = described(spec);
      return names.filter((name, i) => names.indexOf(name) !== i).map((name) => `${table}.${name}`);
    });
    expect(twice).toEqual([]);
  });

  it('links to the patient every table that reaches her by a foreign key chain or a patient_id column', () => {
    const reaching = tablesReaching('patients', foreignKeys, columns, 'patient_id');
    expect(reaching.has('appointment_reminders')).toBe(true);
    expect(reaching.has('lead_interactions')).toBe(true);
    expect([...reaching.keys()].filter((table) => !MAP[table]?.patient), 'tables reaching patients without a `patient` link').toEqual([]);
  });

  it('links to the lead every table that reaches a lead by a foreign key chain or a lead_id column', () => {
    const reaching = tablesReaching('leads', foreignKeys, columns, 'lead_id');
    expect([...reaching.keys()].filter((table) => !MAP[table]?.lead), 'tables reaching leads without a `lead` link').toEqual([]);
  });

  it('keeps every link walkable: its column exists and its parent is linked too', () => {
    const live = new Set(columns.map((c) => `${c.table}.${c.column}`));
    const walkable = (table: string, link: SubjectLink, subject: 'patient' | 'lead'): boolean => {
      if ('any' in link) return link.any.length > 0 && link.any.every((one) => walkable(table, one, subject));
      if ('entity' in link) return live.has(`${table}.entity_id`);
      return live.has(`${table}.${link.column}`) && (!link.parent || MAP[link.parent]?.[subject] !== undefined);
    };
    const broken = Object.entries(MAP).flatMap(([table, spec]) =>
      (['patient', 'lead'] as const).flatMap((subject) => {
        const link = spec[subject];
        return !link || walkable(table, link, subject) ? [] : [`${table} (${subject})`];
      }),
    );
    expect(broken).toEqual([]);
  });

  it('gives every table holding personal data a purpose, a legal basis and a retention', () => {
    const incomplete = Object.entries(MAP)
      .filter(([, spec]) => Object.keys(spec.columns).length > 0 && (!spec.purpose || !spec.legalBasis || !spec.retention))
      .map(([table]) => table);
    expect(incomplete).toEqual([]);
  });
});
