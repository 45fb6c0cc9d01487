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
