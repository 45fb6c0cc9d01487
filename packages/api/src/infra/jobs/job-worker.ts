/**
 * The job worker: claims one job at a time (FOR UPDATE SKIP LOCKED, under a lease), renews the
 * lease while the handler runs, stores the result or schedules a retry with backoff. A worker that
 * dies leaves its lease to expire and any worker, on any server, claims the job again. It runs the
 * same on PGlite (one connection: the claim is one statement) and on PostgreSQL (many servers).
 */
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';

import {
  type Database,
  type JobRow,
  type Kysely,
  claimNextJob,
  completeJob,
  deleteFinishedJobs,
  failJobAttempt,
  findJobById,
  releaseJob,
  renewJobLease,
  updateJobProgress,
} from '@clinic/db';

import type { JobHandler, JobRegistry } from './job-registry';
import {
  JobLeaseLostError,
  JobWorkerStoppingError,
  PermanentJobError,
  defaultBackoffMs,
  jobErrorMessage,
} from './job-retry';

export interface JobWorkerOptions {
  db: Kysely<Database>;
  registry: JobRegistry;
  /** Names this worker in `jobs.locked_by` (default: host, process id and a random part). */
  workerId?: string;
  /** How long to wait between claims when the queue is empty (ms, default 1000). */
  pollIntervalMs?: number;
  /** How long a claim holds before another worker may take the job over (ms, default 30 s); renewed every third. */
  leaseMs?: number;
  /** Wait before retry number `attempt + 1` (ms). */
  backoffMs?: (attempt: number) => number;
  /** Finished jobs are deleted once they are this many days old (default 30); checked once an hour. */
  keepFinishedDays?: number;
  /** Told about failed attempts and database errors of the loop itself. */
  onError?: (error: unknown, job?: JobRow) => void;
}

export interface JobWorker {
  readonly id: string;
  /** Starts the polling loop (idempotent). */
  start(): void;
  /**
   * Stops claiming; waits up to `graceMs` for the running job, then aborts it and gives it back
   * to the queue (a worker elsewhere, or this server after a restart, continues it).
   */
  stop(graceMs?: number): Promise<void>;
  /** Claims and runs at most one job; true when one ran (tests drive the worker with it). */
  runOnce(): Promise<boolean>;
  /** Ends the wait between polls now (a job was just queued). */
  wake(): void;
}

export function createJobWorker(options: JobWorkerOptions): JobWorker {
  const { db, registry } = options;
  const id = options.workerId ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const pollIntervalMs = options.pollIntervalMs ?? 1_000;
  const leaseMs = options.leaseMs ?? 30_000;
  const backoffMs = options.backoffMs ?? defaultBackoffMs;
  const onError = options.onError ?? (() => {});
  const keepFinishedDays = options.keepFinishedDays ?? 30;
  let nextPruneAt = 0;

  let stopping = false;
  let loop: Promise<void> | undefined;
  let current: { controller: AbortController; done: Promise<void> } | undefined;
  let wakeUp: (() => void) | undefined;

  /** The handler's last word, with the job as stored now (the progress its attempts wrote). */
  async function finalFailure(handler: JobHandler, job: JobRow, message: string): Promise<void> {
    if (!handler.onFinalFailure) return;
    await handler.onFinalFailure(db, (await findJobById(db, job.id)) ?? job, message);
  }

  async function execute(job: JobRow, controller: AbortController): Promise<void> {
    const handler = registry.get(job.kind);
    if (!handler) return; // claimed only kinds the registry knows
    if (job.attempts > job.maxAttempts) {
      // Its earlier workers died (lease expired) as often as it may run: stop trying.
      const message = 'Processamento interrompido repetidamente; tentativas esgotadas';
      if (await failJobAttempt(db, job.id, id, message, null)) await finalFailure(handler, job, message);
      return;
    }
    const renew = setInterval(() => {
      renewJobLease(db, job.id, id, leaseMs)
        .then((held) => {
          if (!held) controller.abort(new JobLeaseLostError());
        })
        .catch((error: unknown) => onError(error, job));
    }, Math.max(Math.floor(leaseMs / 3), 10));
    try {
      const result = await handler.run({
        db,
        job,
        payload: job.payload,
        signal: controller.signal,
        async setProgress(progress, executor = db) {
          if (!(await updateJobProgress(executor, job.id, id, progress))) {
            controller.abort(new JobLeaseLostError());
            throw new JobLeaseLostError();
          }
        },
      });
      clearInterval(renew);
      await completeJob(db, job.id, id, result ?? null);
    } catch (error) {
      clearInterval(renew);
      const reason: unknown = controller.signal.aborted ? controller.signal.reason : error;
      if (reason instanceof JobLeaseLostError) return; // someone else holds it now
      if (reason instanceof JobWorkerStoppingError) {
        await releaseJob(db, job.id, id);
        return;
      }
      onError(error, job);
      const message = jobErrorMessage(error);
      const final = error instanceof PermanentJobError || job.attempts >= job.maxAttempts;
      const recorded = await failJobAttempt(db, job.id, id, message, final ? null : backoffMs(job.attempts));
      if (recorded && final) await finalFailure(handler, job, message);
    } finally {
      clearInterval(renew);
    }
  }

  async function runOnce(): Promise<boolean> {
    const job = await claimNextJob(db, id, registry.kinds(), leaseMs);
    if (!job) return false;
    const controller = new AbortController();
    const done = execute(job, controller);
    current = { controller, done };
    try {
      await done;
    } finally {
      current = undefined;
    }
    return true;
  }

  function sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(finish, ms);
      function finish() {
        clearTimeout(timer);
        wakeUp = undefined;
        resolve();
      }
      wakeUp = finish;
    });
  }

  /** Keeps the jobs table small: a clinic queues a job per report request, for years. */
  async function pruneWhenDue(): Promise<void> {
    if (Date.now() < nextPruneAt) return;
    nextPruneAt = Date.now() + 60 * 60 * 1000;
    await deleteFinishedJobs(db, keepFinishedDays);
  }

  async function run(): Promise<void> {
    while (!stopping) {
      let worked = false;
      try {
        await pruneWhenDue();
        worked = await runOnce();
      } catch (error) {
        onError(error); // the database is down or restarting: try again after a pause
      }
      if (!worked && !stopping) await sleep(pollIntervalMs);
    }
  }

  return {
    id,
    start() {
      loop ??= run();
    },
    async stop(graceMs = 10_000) {
      stopping = true;
      wakeUp?.();
      const running = current;
      if (running) {
        let timer: NodeJS.Timeout | undefined;
        const graceOver = new Promise<'timeout'>((resolve) => {
          timer = setTimeout(() => resolve('timeout'), graceMs);
        });
        const outcome = await Promise.race([running.done.then(() => 'done' as const), graceOver]);
        clearTimeout(timer);
        if (outcome === 'timeout') {
          running.controller.abort(new JobWorkerStoppingError());
          // A handler that ignores its signal keeps its lease until it expires; do not hang shutdown on it.
          await Promise.race([loop, new Promise((resolve) => setTimeout(resolve, 2_000).unref())]);
          return;
        }
      }
      await loop;
    },
    runOnce,
    wake() {
      wakeUp?.();
    },
  };
}
