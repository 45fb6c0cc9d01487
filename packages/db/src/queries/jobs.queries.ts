import { type UpdateObject, sql } from 'kysely';

import type { Executor } from '../executor';
import type { Database, JobRow } from '../tables';

export interface NewJob {
  kind: string;
  payload: unknown;
  maxAttempts?: number;
  /** Not before this moment (default: now, by the database clock). */
  runAfter?: Date;
}

/** Inserts a queued job; pass a transaction to enqueue it together with the change that needs it. */
export async function insertJob(db: Executor, job: NewJob): Promise<JobRow> {
  return db
    .insertInto('jobs')
    .values({
      kind: job.kind,
      payload: JSON.stringify(job.payload ?? {}),
      ...(job.maxAttempts === undefined ? {} : { maxAttempts: job.maxAttempts }),
      ...(job.runAfter === undefined ? {} : { runAfter: job.runAfter }),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function findJobById(db: Executor, id: number): Promise<JobRow | undefined> {
  return db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Claims one job of the given kinds for `workerId`: a queued job that is due, or a running job whose
 * lease expired (its worker died). SKIP LOCKED lets several servers claim at once without taking the
 * same row; the lease and the attempt count are set in the same statement. Times come from the
 * database clock, so servers with skewed clocks agree.
 */
export async function claimNextJob(
  db: Executor,
  workerId: string,
  kinds: readonly string[],
  leaseMs: number,
): Promise<JobRow | undefined> {
  if (kinds.length === 0) return undefined;
  const result = await sql<JobRow>`
    update jobs set
      status = 'running',
      attempts = attempts + 1,
      locked_by = ${workerId},
      locked_until = now() + make_interval(secs => ${leaseMs / 1000}),
      updated_at = now()
    where id = (
      select id from jobs
      where kind in (${sql.join(kinds)})
        and ((status = 'queued' and run_after <= now()) or (status = 'running' and locked_until < now()))
      order by run_after, id
      limit 1
      for update skip locked
    )
    returning *
  `.execute(db);
  return result.rows[0];
}

/**
 * Changes a job (and its `updatedAt`) only while this worker holds it: running, locked by
 * `workerId`. False when it lost the job (its lease ran out and another worker took it over).
 */
async function updateHeldJob(db: Executor, id: number, workerId: string, changes: UpdateObject<Database, 'jobs'>): Promise<boolean> {
  const result = await db
    .updateTable('jobs')
    .set({ ...changes, updatedAt: sql<Date>`now()` })
    .where('id', '=', id)
    .where('lockedBy', '=', workerId)
    .where('status', '=', 'running')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** What ends a worker's hold on a job. */
const UNLOCKED = { lockedBy: null, lockedUntil: null } as const;

/** Extends the lease of a job this worker still holds; false when it lost it (another worker took it over). */
export async function renewJobLease(db: Executor, id: number, workerId: string, leaseMs: number): Promise<boolean> {
  return updateHeldJob(db, id, workerId, { lockedUntil: sql<Date>`now() + make_interval(secs => ${leaseMs / 1000})` });
}

/** Stores the progress of a job this worker holds; false when it lost the job. */
export async function updateJobProgress(db: Executor, id: number, workerId: string, progress: unknown): Promise<boolean> {
  return updateHeldJob(db, id, workerId, { progress: JSON.stringify(progress) });
}

/** Marks a held job completed with its result; false when this worker no longer held it. */
export async function completeJob(db: Executor, id: number, workerId: string, result: unknown): Promise<boolean> {
  return updateHeldJob(db, id, workerId, {
    status: 'completed',
    result: JSON.stringify(result ?? null),
    error: null,
    ...UNLOCKED,
    finishedAt: sql<Date>`now()`,
  });
}

/**
 * Records a failed attempt of a held job: queued again after `retryInMs`, or failed for good when
 * `retryInMs` is null.
 */
export async function failJobAttempt(
  db: Executor,
  id: number,
  workerId: string,
  error: string,
  retryInMs: number | null,
): Promise<boolean> {
  const outcome: UpdateObject<Database, 'jobs'> =
    retryInMs === null
      ? { status: 'failed', finishedAt: sql<Date>`now()` }
      : { status: 'queued', runAfter: sql<Date>`now() + make_interval(secs => ${retryInMs / 1000})` };
  return updateHeldJob(db, id, workerId, { ...outcome, error, ...UNLOCKED });
}

/** Gives a held job back untouched (the worker is shutting down): queued now, the attempt not counted. */
export async function releaseJob(db: Executor, id: number, workerId: string): Promise<boolean> {
  return updateHeldJob(db, id, workerId, {
    status: 'queued',
    attempts: sql<number>`greatest(attempts - 1, 0)`,
    runAfter: sql<Date>`now()`,
    ...UNLOCKED,
  });
}

/**
 * Deletes jobs that finished (completed or failed) more than `olderThanDays` ago: their outcome
 * already lives in the rows they produced (report requests, analyses). Returns how many went.
 */
export async function deleteFinishedJobs(db: Executor, olderThanDays: number): Promise<number> {
  const done = await db
    .deleteFrom('jobs')
    .where('status', 'in', ['completed', 'failed'])
    .where('finishedAt', '<', sql<Date>`now() - make_interval(days => ${olderThanDays})`)
    .executeTakeFirst();
  return Number(done.numDeletedRows);
}
