import type { ColumnType, Generated, Selectable } from 'kysely';

export type ConsolidatedAnalysisStatus = 'processing' | 'completed' | 'failed';

export interface ConsolidatedAnalysesTable {
  id: string;
  dateRange: string;
  startDate: string;
  endDate: string;
  status: Generated<ConsolidatedAnalysisStatus>;
  progressDone: Generated<number>;
  progressTotal: Generated<number>;
  accountAnalyses: ColumnType<unknown, string | undefined, string>;
  globalKeywordCounts: ColumnType<unknown, string | undefined, string>;
  overallTotals: ColumnType<unknown, string | null | undefined, string | null>;
  errorMessage: string | null;
  jobId: number | null;
  requestedBy: number | null;
  createdAt: ColumnType<Date, never, never>;
  completedAt: Date | null;
}
export type ConsolidatedAnalysisRow = Selectable<ConsolidatedAnalysesTable>;
