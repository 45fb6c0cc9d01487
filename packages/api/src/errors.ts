import { type AppErrorCode, ERROR_CATALOGUE } from '@clinic/domain';

export interface AppErrorOptions {
  /** Replaces the catalogue's message (e.g. to name the field or value). */
  message?: string;
  /** Seconds the client should wait (429). */
  retryAfterSeconds?: number;
  cause?: unknown;
}

/** The one error services throw. Its code decides the HTTP status and the Portuguese message. */
export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly status: number;
  readonly retryAfterSeconds?: number;

  constructor(code: AppErrorCode, options: AppErrorOptions = {}) {
    super(options.message ?? ERROR_CATALOGUE[code].message, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.status = ERROR_CATALOGUE[code].status;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}
