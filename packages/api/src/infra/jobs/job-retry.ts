/** How long a failed attempt waits before the next: 5 s, 10 s, 20 s … capped at 5 minutes. */
export function defaultBackoffMs(attempt: number): number {
  return Math.min(5_000 * 2 ** Math.max(attempt - 1, 0), 300_000);
}

/** A failure retrying cannot fix (bad payload, missing row): the job fails at once. */
export class PermanentJobError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PermanentJobError';
  }
}

/** The worker lost the job's lease (it ran too long without renewal; another worker may hold it now). */
export class JobLeaseLostError extends Error {
  constructor() {
    super('O trabalho foi assumido por outro processo');
    this.name = 'JobLeaseLostError';
  }
}

/** The worker is stopping: the job goes back to the queue untouched. */
export class JobWorkerStoppingError extends Error {
  constructor() {
    super('O servidor está sendo encerrado');
    this.name = 'JobWorkerStoppingError';
  }
}

/** The message stored in the job row: short, never a stack. */
export function jobErrorMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.slice(0, 2000) || 'Erro desconhecido';
}
