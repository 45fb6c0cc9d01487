import { type Executor, type JobRow, insertJob } from '@clinic/db';

export interface EnqueueOptions {
  /** Attempts before the job fails for good (default 5). */
  maxAttempts?: number;
  /** Not before this moment. */
  runAfter?: Date;
}

/**
 * Queues a job. Pass the transaction of the change that needs it: the job exists exactly when the
 * change commits (never a job for a rolled-back change, never a change without its job).
 */
export async function enqueueJob(db: Executor, kind: string, payload: unknown, options: EnqueueOptions = {}): Promise<JobRow> {
  return insertJob(db, { kind, payload, maxAttempts: options.maxAttempts ?? 5, runAfter: options.runAfter });
}
