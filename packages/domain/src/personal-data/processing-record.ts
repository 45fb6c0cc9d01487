import { PERMISSIONS, ROLES, ROLE_LABELS, type Role } from '../auth/roles';
import { DATA_MAP_ENTRIES } from './data-map';
import type { DataKind, TableSpec } from './data-map.types';
import type { ProcessingRecordRow } from './personal-data.schemas';
import { DATA_KIND_LABELS, DATA_SUBJECT_LABELS } from './personal-data.text';

/** The roles that can read a table, from the Roles table (the row it names). */
export function readersOf(spec: Pick<TableSpec, 'read'>): Role[] {
  if (spec.read === null) return [];
  if (spec.read === 'signedIn') return [...ROLES];
  return [...(PERMISSIONS[spec.read].roles as readonly Role[])];
}

/** The processing record (art. 37): one row per table holding personal data, generated from the data map. */
export function processingRecordRows(entries: [string, TableSpec][] = DATA_MAP_ENTRIES): ProcessingRecordRow[] {
  return entries
    .filter(([, spec]) => spec.subject !== 'nenhum' && Object.keys(spec.columns).length > 0)
    .map(([table, spec]) => {
      const kinds = [...new Set(Object.values(spec.columns).map((column) => column.kind))] as DataKind[];
      const readers = readersOf(spec);
      return {
        table,
        label: spec.label,
        subject: DATA_SUBJECT_LABELS[spec.subject],
        kinds,
        kindLabels: kinds.map((kind) => DATA_KIND_LABELS[kind]),
        sensitive: kinds.includes('saude'),
        columns: Object.keys(spec.columns),
        purpose: spec.purpose,
        legalBasis: spec.legalBasis,
        retention: spec.retention,
        readers,
        readerLabels: readers.map((role) => ROLE_LABELS[role]),
        anonymized: Object.entries(spec.columns)
          .filter(([, column]) => column.anonymize !== 'keep')
          .map(([name]) => name),
      };
    });
}

/** The date until which a clinical record must be kept: its last entry plus 20 years. */
export function recordRetainedUntil(lastEntry: Date, years = 20): string {
  const until = new Date(lastEntry);
  until.setUTCFullYear(until.getUTCFullYear() + years);
  return until.toISOString().slice(0, 10);
}
