/**
 * Reading errors from tRPC calls. The server's error formatter puts a Portuguese message in
 * `message` and, for validation errors, `{ field: message }` in `data.fieldErrors`.
 * These helpers read the shape structurally so they work on any error value.
 */
import type { ServerErrorData as FormattedErrorData } from '@clinic/api/client';

export const CONNECTION_ERROR_MESSAGE = 'Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.';

/** The server's error data, read defensively: any field may be missing on a foreign error. */
export type ServerErrorData = Partial<FormattedErrorData>;

function serverData(error: unknown): ServerErrorData | undefined {
  if (typeof error !== 'object' || error === null || !('data' in error)) return undefined;
  const data = (error as { data: unknown }).data;
  return typeof data === 'object' && data !== null ? (data as ServerErrorData) : undefined;
}

/** The message to show: the server's own words, or a connection message when no answer came. */
export function errorMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : undefined;
  if (serverData(error) && message) return message;
  return CONNECTION_ERROR_MESSAGE;
}

/** 'Erro {status}: {body}' (spec §7, a failed patient creation): the answer's status and message. */
export function statusErrorMessage(error: unknown): string {
  const status = serverData(error)?.httpStatus;
  return status ? `Erro ${status}: ${errorMessage(error)}` : errorMessage(error);
}

/** Validation messages by field name (empty when the error is not a validation error). */
export function fieldErrors(error: unknown): Record<string, string> {
  return serverData(error)?.fieldErrors ?? {};
}

/** The server's error code from the catalogue (`ROOM_NAME_TAKEN`, …), if any. */
export function appErrorCode(error: unknown): string | undefined {
  return serverData(error)?.appCode;
}

/** True when the server answered 404: what was asked for does not exist (or no longer does). */
export function isNotFound(error: unknown): boolean {
  return serverData(error)?.httpStatus === 404;
}

/** True when the call failed because nobody is signed in (or the session expired). */
export function isUnauthorized(error: unknown): boolean {
  const data = serverData(error);
  return data?.code === 'UNAUTHORIZED' || data?.httpStatus === 401;
}

/** True when the call needed a session and there was none (not a wrong password, say). */
export function isSessionMissing(error: unknown): boolean {
  return appErrorCode(error) === 'UNAUTHENTICATED';
}

/** The server's own words, or `fallback` when no answer came (the connection failed). */
export function orWhenUnreachable(error: unknown, fallback: string): string {
  const message = errorMessage(error);
  return message === CONNECTION_ERROR_MESSAGE ? fallback : message;
}
