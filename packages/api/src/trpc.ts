/**
 * tRPC setup: one error conversion for every procedure, and the role-narrowing procedures.
 * REST (/api) and /trpc share all of it.
 */
import { type Role, canManageClinic } from '@clinic/domain';
import { TRPCError, initTRPC } from '@trpc/server';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc';
import type { OpenApiMeta } from 'trpc-to-openapi';
import type { z } from 'zod';

import type { Context } from './context';
import { AppError } from './errors';

const TRPC_CODE_BY_STATUS: Record<number, TRPC_ERROR_CODE_KEY> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  429: 'TOO_MANY_REQUESTS',
  500: 'INTERNAL_SERVER_ERROR',
  503: 'SERVICE_UNAVAILABLE',
};

function isZodError(error: unknown): error is z.ZodError {
  return error instanceof Error && error.name === 'ZodError' && Array.isArray((error as z.ZodError).issues);
}

/** The first issue as a sentence: "nome: Nome é obrigatório". */
export function describeZodError(error: z.ZodError): string {
  const first = error.issues[0];
  if (!first) return 'Dados inválidos';
  return first.message;
}

const t = initTRPC
  .meta<OpenApiMeta>()
  .context<Context>()
  .create({
    errorFormatter({ shape, error }) {
      const cause = error.cause;
      const zod = isZodError(cause) ? cause : undefined;
      const app = cause instanceof AppError ? cause : undefined;
      const internal = error.code === 'INTERNAL_SERVER_ERROR' && !app;
      const parse = error.code === 'PARSE_ERROR' || cause instanceof SyntaxError;
      return {
        message: zod
          ? describeZodError(zod)
          : internal
            ? 'Erro interno do servidor'
            : parse
              ? 'JSON inválido no corpo da requisição'
              : shape.message,
        code: shape.code,
        data: {
          code: shape.data.code,
          httpStatus: shape.data.httpStatus,
          path: shape.data.path,
          appCode: app?.code ?? (zod ? 'INVALID_INPUT' : undefined),
          retryAfterSeconds: app?.retryAfterSeconds,
          fieldErrors: zod
            ? Object.fromEntries(zod.issues.map((issue) => [issue.path.join('.'), issue.message]))
            : undefined,
        },
      };
    },
  });

/**
 * A value PostgreSQL refuses as data (class 22: out of range, NUL byte in text, bad encoding…)
 * came from the client: it is bad input, not a server failure.
 */
function isDataException(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('22');
}

/** Domain errors become tRPC errors here, once, for /trpc and /api alike. */
const errorConversion = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && isDataException(result.error.cause)) {
    throw new TRPCError({ code: 'BAD_REQUEST', message: 'Dados inválidos', cause: new AppError('INVALID_INPUT') });
  }
  if (!result.ok && result.error.cause instanceof AppError) {
    const appError = result.error.cause;
    throw new TRPCError({
      code: TRPC_CODE_BY_STATUS[appError.status] ?? 'INTERNAL_SERVER_ERROR',
      message: appError.message,
      cause: appError,
    });
  }
  return result;
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

export const publicProcedure = t.procedure.use(errorConversion);

/** Needs a signed-in, active user; narrows `ctx.user`. */
export const protectedProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.user) throw new AppError('UNAUTHENTICATED');
  return next({ ctx: { ...ctx, user: ctx.user } });
});

/** Only these roles may call it (403 for others). */
export function roleProcedure(allowed: (role: Role) => boolean) {
  return protectedProcedure.use(({ ctx, next }) => {
    if (!allowed(ctx.user.role)) throw new AppError('FORBIDDEN');
    return next();
  });
}

/** Admin and manager: staff, rooms and the clinic's other settings. */
export const managerProcedure = roleProcedure(canManageClinic);
