import { isConnectionError, isPoolBusyError } from '@clinic/db';
import { type AppErrorCode, ERROR_CATALOGUE } from '@clinic/domain';
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { z } from 'zod';

export interface AppErrorOptions {
  /** Replaces the catalogue's message (e.g. to name the field or value). */
  message?: string;
  /** Seconds the client should wait (429, 503 busy). */
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

/** How long a client told 'busy' (SERVER_BUSY) waits before trying again (Retry-After). */
export const SERVER_BUSY_RETRY_SECONDS = 2;

/**
 * Every database constraint a request can break, and the error its author sees for each. The only
 * place a constraint name becomes a catalogue code: services that word the answer themselves (the
 * booking names the person and the time) read the code from here.
 */
export const CONSTRAINT_ERRORS: Readonly<Record<string, AppErrorCode>> = {
  users_email_key: 'EMAIL_TAKEN',
  users_cpf_key: 'CPF_TAKEN',
  patients_cpf_key: 'PATIENT_CPF_TAKEN',
  rooms_name_key: 'ROOM_NAME_TAKEN',
  ad_accounts_account_number_key: 'AD_ACCOUNT_NUMBER_TAKEN',
  report_keywords_normalized_key: 'REPORT_KEYWORD_TAKEN',
  appointments_room_id_fkey: 'ROOM_IN_USE',
  appointments_physiotherapist_slot_key: 'PHYSIOTHERAPIST_SLOT_TAKEN',
  appointments_room_slot_key: 'ROOM_SLOT_TAKEN',
  appointments_patient_slot_key: 'PATIENT_SLOT_TAKEN',
  // 'Excluir Tudo' of a patient with packages or payments: money is never deleted (issue #24).
  patient_packages_patient_id_fkey: 'PATIENT_HAS_PAYMENTS',
  payments_patient_id_fkey: 'PATIENT_HAS_PAYMENTS',
  payments_appointment_id_fkey: 'PATIENT_HAS_PAYMENTS',
  // Two people recording the same consent at once: one active consent per holder and purpose (#27).
  consents_patient_active_key: 'CONSENT_ALREADY_ACTIVE',
  consents_lead_active_key: 'CONSENT_ALREADY_ACTIVE',
};

/** The catalogue code of a broken constraint listed in CONSTRAINT_ERRORS, if `error` is one. */
export function constraintCode(error: unknown): AppErrorCode | undefined {
  const constraint = (error as { constraint?: unknown } | null)?.constraint;
  return typeof constraint === 'string' && Object.hasOwn(CONSTRAINT_ERRORS, constraint) ? CONSTRAINT_ERRORS[constraint] : undefined;
}

/** A broken constraint listed in CONSTRAINT_ERRORS becomes its AppError; any other error comes back unchanged. */
export function fromConstraint(error: unknown): unknown {
  const code = constraintCode(error);
  return code ? new AppError(code, { cause: error }) : error;
}

/**
 * A value PostgreSQL refuses as data (class 22: out of range, NUL byte in text, bad encoding…)
 * came from the client: it is bad input, not a server failure.
 */
function isDataException(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code);
}

export function isZodError(error: unknown): error is z.ZodError {
  return error instanceof Error && error.name === 'ZodError' && Array.isArray((error as z.ZodError).issues);
}

/** The first issue as a sentence: "nome: Nome é obrigatório". */
export function describeZodError(error: z.ZodError): string {
  const first = error.issues[0];
  if (!first) return 'Dados inválidos';
  return first.message;
}

/** Errors tRPC and its REST adapter raise themselves (no AppError behind them), by their code. */
const TRPC_ERRORS: Partial<Record<TRPCError['code'], AppErrorCode>> = {
  PARSE_ERROR: 'INVALID_JSON',
  BAD_REQUEST: 'BAD_REQUEST',
  UNAUTHORIZED: 'UNAUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'ROUTE_NOT_FOUND',
  TIMEOUT: 'REQUEST_TIMEOUT',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  INTERNAL_SERVER_ERROR: 'INTERNAL',
};

/** Errors Fastify, its plugins and Node's HTTP parser raise themselves: by Node code, then by status. */
const NODE_ERRORS: Readonly<Record<string, AppErrorCode>> = {
  ERR_HTTP_REQUEST_TIMEOUT: 'REQUEST_TIMEOUT',
  HPE_HEADER_OVERFLOW: 'HEAD_TOO_LARGE',
};
const STATUS_ERRORS: Partial<Record<number, AppErrorCode>> = {
  400: 'BAD_REQUEST',
  403: 'FORBIDDEN',
  404: 'ROUTE_NOT_FOUND',
  408: 'REQUEST_TIMEOUT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  431: 'HEAD_TOO_LARGE',
};

/** The framework status table: what a framework's own error means in the catalogue. */
function frameworkCode(error: unknown): AppErrorCode {
  if (error instanceof TRPCError) {
    if (error.cause instanceof SyntaxError) return 'INVALID_JSON';
    return TRPC_ERRORS[error.code] ?? byStatus(getHTTPStatusCodeFromError(error));
  }
  const { code, statusCode } = (error ?? {}) as { code?: unknown; statusCode?: unknown };
  if (typeof code === 'string' && Object.hasOwn(NODE_ERRORS, code)) return NODE_ERRORS[code] as AppErrorCode;
  return byStatus(typeof statusCode === 'number' ? statusCode : 500);
}

function byStatus(status: number): AppErrorCode {
  return STATUS_ERRORS[status] ?? (status >= 400 && status < 500 ? 'BAD_REQUEST' : 'INTERNAL');
}

/** Steps 1–4 of toAppError: what the error itself (not a framework wrapping it) says, if anything. */
function fromCause(error: unknown): AppError | undefined {
  if (error instanceof AppError) return error;
  if (isZodError(error)) return new AppError('INVALID_INPUT', { message: describeZodError(error), cause: error });
  const constraint = constraintCode(error);
  if (constraint) return new AppError(constraint, { cause: error });
  if (isDataException(error)) return new AppError('INVALID_INPUT', { cause: error });
  if (isConnectionError(error)) return new AppError('DATABASE_UNAVAILABLE', { cause: error });
  if (isPoolBusyError(error)) return new AppError('SERVER_BUSY', { cause: error, retryAfterSeconds: SERVER_BUSY_RETRY_SECONDS });
  return undefined;
}

/**
 * The one answer to "which catalogue code does this error get", for every path an error leaves by:
 * the procedure middleware and the tRPC error formatter (trpc.ts), and the HTTP error handler
 * (apps/server/src/http/http-errors.ts). In order:
 * 1. an AppError is itself (also when a tRPC error wraps it); invalid input (zod) is INVALID_INPUT;
 * 2. a broken constraint listed in CONSTRAINT_ERRORS;
 * 3. a data exception (PostgreSQL class 22): bad input;
 * 4. the database unreachable (DATABASE_UNAVAILABLE) or every pooled connection busy (SERVER_BUSY,
 *    with Retry-After): both 503;
 * 5. an error a framework raised itself, by its code or status (any other 4xx is BAD_REQUEST);
 * anything else is INTERNAL.
 */
export function toAppError(error: unknown): AppError {
  const own = fromCause(error instanceof TRPCError ? error.cause : error);
  return own ?? new AppError(frameworkCode(error), { cause: error });
}
