import type { Database, Executor, JobRow, Kysely } from '@clinic/db';

/** What a handler gets for one attempt of one job. */
export interface JobContext<P = unknown> {
  db: Kysely<Database>;
  job: JobRow;
  payload: P;
  /** Aborted when the worker stops or loses the lease: stop at the next safe point. */
  signal: AbortSignal;
  /**
   * Stores progress in the job row (durably: a later attempt reads it back in `job.progress`).
   * Given a transaction, the progress commits with what the transaction wrote, or not at all.
   */
  setProgress(progress: unknown, executor?: Executor): Promise<void>;
}

export interface JobHandler<P = unknown> {
  /** One attempt. What it resolves with is stored as the job's result; a throw is a failed attempt. */
  run(context: JobContext<P>): Promise<unknown>;
  /** Called once when the job fails for good (last attempt, or a PermanentJobError), with the job as stored then. */
  onFinalFailure?(db: Kysely<Database>, job: JobRow, message: string): Promise<void>;
}

/** Handlers by job kind: a worker claims only the kinds it knows. */
export class JobRegistry {
  private readonly handlers = new Map<string, JobHandler>();

  register<P>(kind: string, handler: JobHandler<P>): this {
    if (this.handlers.has(kind)) throw new Error(`Job kind "${kind}" registered twice`);
    this.handlers.set(kind, handler as JobHandler);
    return this;
  }

  get(kind: string): JobHandler | undefined {
    return this.handlers.get(kind);
  }

  kinds(): string[] {
    return [...this.handlers.keys()];
  }
}
