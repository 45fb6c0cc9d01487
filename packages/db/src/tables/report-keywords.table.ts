import type { ColumnType, Generated, Selectable } from 'kysely';

export interface ReportKeywordsTable {
  id: Generated<number>;
  /** As shown: upper case with accents ('PÓS-PARTO'). */
  keyword: string;
  /** Upper case, no accents, single spaces ('POS PARTO'): unique. */
  normalized: string;
  createdBy: number | null;
  createdAt: ColumnType<Date, never, never>;
}
export type ReportKeywordRow = Selectable<ReportKeywordsTable>;
