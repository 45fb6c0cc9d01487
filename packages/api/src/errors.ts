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

/** Database constraints a request can break, and the error its author sees for each. */
const CONSTRAINT_ERRORS: Record<string, AppErrorCode> = {
  users_email_key: 'EMAIL_TAKEN',
  users_cpf_key: 'CPF_TAKEN',
  rooms_name_key: 'ROOM_NAME_TAKEN',
  ad_accounts_account_number_key: 'AD_ACCOUNT_NUMBER_TAKEN',
  appointments_room_id_fkey: 'ROOM_IN_USE',
  // The booking service names the person and time; these catch any other writer.
  appointments_physiotherapist_slot_key: 'PHYSIOTHERAPIST_SLOT_TAKEN',
  appointments_room_slot_key: 'ROOM_SLOT_TAKEN',
  appointments_patient_slot_key: 'PATIENT_SLOT_TAKEN',
};

/** A broken constraint listed above becomes its AppError; any other error comes back unchanged. */
export function fromConstraint(error: unknown): unknown {
  const constraint = (error as { constraint?: unknown } | null)?.constraint;
  const code = typeof constraint === 'string' ? CONSTRAINT_ERRORS[constraint] : undefined;
  return code ? new AppError(code, { cause: error }) : error;
}

/** How long a client told 'busy' (SERVER_BUSY) waits before trying again (Retry-After). */
export const SERVER_BUSY_RETRY_SECONDS = 2;
