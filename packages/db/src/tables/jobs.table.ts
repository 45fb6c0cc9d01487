import type { ColumnType, Generated, Selectable } from 'kysely';

export type JobStatus = 'queued' | 'running' | 'completed' | 'failed';

export interface JobsTable {
  id: Generated<number>;
  kind: string;
  payload: ColumnType<unknown, string, never>;
  status: Generated<JobStatus>;
  attempts: Generated<number>;
  maxAttempts: Generated<number>;
  runAfter: Generated<Date>;
  lockedBy: string | null;
  lockedUntil: Date | null;
  progress: ColumnType<unknown, never, string | null>;
  result: ColumnType<unknown, never, string | null>;
  error: string | null;
  createdAt: ColumnType<Date, never, never>;
  updatedAt: Generated<Date>;
  finishedAt: Date | null;
}
export type JobRow = Selectable<JobsTable>;

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
