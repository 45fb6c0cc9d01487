import { describe, expect, it } from 'vitest';

import {
  CONNECTION_ERROR_MESSAGE,
  type ServerErrorData,
  appErrorCode,
  errorMessage,
  fieldErrors,
  isSessionMissing,
  isUnauthorized,
} from './api-errors';

/** The shape TRPCClientError takes for an answer from our server's error formatter (typed by it). */
function serverError(message: string, data: ServerErrorData) {
  return Object.assign(new Error(message), { data });
}

describe('reading API errors', () => {
  it('shows the server message when the server answered', () => {
    const error = serverError('Já existe uma sala com este nome', { code: 'CONFLICT', httpStatus: 409, appCode: 'ROOM_NAME_TAKEN' });
    expect(errorMessage(error)).toBe('Já existe uma sala com este nome');
    expect(appErrorCode(error)).toBe('ROOM_NAME_TAKEN');
  });

  it('shows a Portuguese connection message when no answer came', () => {
    expect(errorMessage(new TypeError('Failed to fetch'))).toBe(CONNECTION_ERROR_MESSAGE);
    expect(errorMessage(undefined)).toBe(CONNECTION_ERROR_MESSAGE);
  });

  it('reads validation messages by field', () => {
    const error = serverError('Nome é obrigatório', { code: 'BAD_REQUEST', fieldErrors: { name: 'Nome é obrigatório' } });
    expect(fieldErrors(error)).toEqual({ name: 'Nome é obrigatório' });
    expect(fieldErrors(new Error('x'))).toEqual({});
  });

  it('tells a missing session from a wrong password', () => {
    const signedOut = serverError('Sessão expirada', { code: 'UNAUTHORIZED', httpStatus: 401, appCode: 'UNAUTHENTICATED' });
    const wrongPassword = serverError('Email ou senha incorretos', {
      code: 'UNAUTHORIZED',
      httpStatus: 401,
      appCode: 'INVALID_CREDENTIALS',
    });
    expect(isUnauthorized(signedOut)).toBe(true);
    expect(isSessionMissing(signedOut)).toBe(true);
    expect(isUnauthorized(wrongPassword)).toBe(true);
    expect(isSessionMissing(wrongPassword)).toBe(false);
    expect(isUnauthorized(serverError('Proibido', { code: 'FORBIDDEN', httpStatus: 403 }))).toBe(false);
  });
});
