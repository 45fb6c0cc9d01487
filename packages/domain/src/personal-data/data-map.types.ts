import type { Permission } from '../auth/roles';

/** The kinds of personal data the product holds (the processing record groups by them). */
export const DATA_KINDS = ['identificacao', 'contato', 'saude', 'financeiro', 'origem', 'mensagens', 'acesso', 'credencial', 'tecnico'] as const;
export type DataKind = (typeof DATA_KINDS)[number];

/** Whose data a table holds. */
export type DataSubject = 'paciente' | 'lead' | 'equipe' | 'nenhum';

/**
 * What anonymisation does to a column, in the rows of the person anonymised:
 * - keep: nothing personal (ids, dates, counts kept for reports);
 * - null / empty: cleared (empty: '' for a not-null text);
 * - set: replaced by this placeholder;
 * - generated: a generated column, recomputed by the database;
 * - scrub: free text that may copy anyone's name, phone, CPF or email: in EVERY row of the table
 *   the old values are replaced by '[anonimizado]'.
 */
export type Anonymize = 'keep' | 'null' | 'empty' | 'generated' | 'scrub' | { set: string };

export interface ColumnSpec {
  kind: DataKind;
  anonymize: Anonymize;
  /** Left out of the holder's export (a secret, a file); default: exported. */
  export?: false;
}

/**
 * How a row reaches the person (patient or lead) it is about:
 * - { column }: the column holds her id (`id` for her own table);
 * - { column, parent }: the column holds the id of a row of `parent`, itself reaching her;
 * - { entity }: the activity log's (entity, entity_id) names her;
 * - { any }: any of these links (a row about her as a patient, or about the lead she was).
 */
export type SubjectLink = { column: string; parent?: string } | { entity: string } | { any: readonly SubjectLink[] };

export interface TableSpec {
  /** Portuguese, for the processing record and the export. */
  label: string;
  subject: DataSubject;
  purpose: string;
  legalBasis: string;
  retention: string;
  /** Who can read the table, as a row of the Roles table ('signedIn': everyone signed in; null: nobody through the product). */
  read: Permission | 'signedIn' | null;
  /** How a row reaches a patient (exported with her data, anonymised with her). */
  patient?: SubjectLink;
  /** How a row reaches a lead (anonymised with her). */
  lead?: SubjectLink;
  /** Columns holding personal data (or free text that may copy it). */
  columns: Record<string, ColumnSpec>;
  /** Columns with no personal data (ids, flags, counts, dates of the operation). */
  technical: readonly string[];
}
