/**
 * tRPC setup: one error conversion for every procedure, and the role-narrowing procedures.
 * REST (/api) and /trpc share all of it.
 */
import { isConnectionError } from '@clinic/db';
import { ERROR_CATALOGUE, HTTP_CODE_NAMES, type Role, canManageClinic } from '@clinic/domain';
import { TRPCError, initTRPC } from '@trpc/server';
import type { OpenApiMeta } from 'trpc-to-openapi';
import type { z } from 'zod';

import type { Context } from './context';
import { AppError } from './errors';


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
      // Errors the adapters raise themselves (no AppError behind them) are worded from the catalogue.
      const adapterCode =
        error.code === 'INTERNAL_SERVER_ERROR'
          ? 'INTERNAL'
          : error.code === 'PARSE_ERROR' || cause instanceof SyntaxError
            ? 'INVALID_JSON'
            : error.code === 'NOT_FOUND'
              ? 'ROUTE_NOT_FOUND'
              : error.code === 'PAYLOAD_TOO_LARGE'
                ? 'PAYLOAD_TOO_LARGE'
                : undefined;
      return {
        message: zod
          ? describeZodError(zod)
          : !app && adapterCode
            ? ERROR_CATALOGUE[adapterCode].message
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
  if (result.ok) return result;
  const cause = result.error.cause;
  const appError =
    cause instanceof AppError
      ? cause
      : isDataException(cause)
        ? new AppError('INVALID_INPUT', { cause })
        : isConnectionError(cause)
          ? new AppError('DATABASE_UNAVAILABLE', { cause })
          : undefined;
  if (appError) {
    throw new TRPCError({
      code: HTTP_CODE_NAMES[appError.status as keyof typeof HTTP_CODE_NAMES] ?? 'INTERNAL_SERVER_ERROR',
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
