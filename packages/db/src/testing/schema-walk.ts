/**
 * The live schema as the LGPD tests walk it (information_schema of the migrated database): every
 * table and column, and the foreign keys, so the data map can be checked against what really exists.
 */
import { type Kysely, sql } from 'kysely';

import type { Database } from '../tables';

export interface SchemaColumn {
  table: string;
  column: string;
  dataType: string;
}

export interface SchemaForeignKey {
  table: string;
  column: string;
  references: string;
}

export async function schemaColumns(db: Kysely<Database>): Promise<SchemaColumn[]> {
  const result = await sql<{ table: string; column: string; dataType: string }>`
    select c.table_name as "table", c.column_name as "column", c.data_type as "dataType"
    from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
    order by c.table_name, c.ordinal_position
  `.execute(db);
  return result.rows;
}

export async function schemaForeignKeys(db: Kysely<Database>): Promise<SchemaForeignKey[]> {
  const result = await sql<SchemaForeignKey>`
    select kcu.table_name as "table", kcu.column_name as "column", ccu.table_name as "references"
    from information_schema.table_constraints tc
    join information_schema.key_column_usage kcu on kcu.constraint_name = tc.constraint_name and kcu.table_schema = tc.table_schema
    join information_schema.constraint_column_usage ccu on ccu.constraint_name = tc.constraint_name and ccu.table_schema = tc.table_schema
    where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = current_schema()
    order by 1, 2
  `.execute(db);
  return result.rows;
}

/**
 * The tables that reach `root` (its own table included) through foreign keys, or through a column
 * named `<root singular>_id` without one: the edge column of each, towards which parent.
 */
export function tablesReaching(root: string, foreignKeys: SchemaForeignKey[], columns: SchemaColumn[], idColumn: string): Map<string, string[]> {
  const reaching = new Map<string, string[]>([[root, ['id']]]);
  const edges = [
    ...foreignKeys,
    ...columns.filter((c) => c.column === idColumn && c.table !== root).map((c) => ({ table: c.table, column: c.column, references: root })),
  ];
  let grew = true;
  while (grew) {
    grew = false;
    for (const edge of edges) {
      if (edge.table === edge.references || !reaching.has(edge.references)) continue;
      const via = reaching.get(edge.table) ?? [];
      if (via.includes(edge.column)) continue;
      reaching.set(edge.table, [...via, edge.column]);
      grew = true;
    }
  }
  return reaching;
}

/**
 * Every text-like column (text, varchar, char, json, jsonb, arrays) of every table, searched for the
 * needles: `texts` case-insensitively, `digits` ignoring whatever separates them. Answers
 * 'table.column: value' for each hit.
 */
export async function findValuesAnywhere(db: Kysely<Database>, texts: string[], digits: string[]): Promise<string[]> {
  const textual = ['text', 'character varying', 'character', 'jsonb', 'json', 'ARRAY'];
  const columns = (await schemaColumns(db)).filter((c) => textual.includes(c.dataType));
  const found: string[] = [];
  for (const { table, column } of columns) {
    const value = sql`${sql.ref(`${table}.${column}`)}::text`;
    const conditions = [
      ...texts.map((needle) => sql`${value} ilike ${`%${needle}%`}`),
      ...digits.map((needle) => sql`regexp_replace(${value}, '[^0-9]', '', 'g') like ${`%${needle}%`}`),
    ];
    if (conditions.length === 0) continue;
    const result = await sql<{ hit: string }>`select ${value} as hit from ${sql.table(table)} where ${sql.join(conditions, sql` or `)}`.execute(db);
    for (const row of result.rows) found.push(`${table}.${column}: ${row.hit}`);
  }
  return found;
}
