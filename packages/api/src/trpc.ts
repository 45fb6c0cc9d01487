/**
 * tRPC setup: one error conversion for every procedure, and the role-narrowing procedures.
 * REST (/api) and /trpc share all of it.
 */
import { isConnectionError, isPoolBusyError } from '@clinic/db';
import { type Access, ERROR_CATALOGUE, HTTP_CODE_NAMES, type Permission, hasAccess } from '@clinic/domain';
import { TRPCError, initTRPC } from '@trpc/server';
import type { OpenApiMeta } from 'trpc-to-openapi';
import type { z } from 'zod';

import type { Context } from './context';
import { AppError, SERVER_BUSY_RETRY_SECONDS } from './errors';


function isZodError(error: unknown): error is z.ZodError {
  return error instanceof Error && error.name === 'ZodError' && Array.isArray((error as z.ZodError).issues);
}

/** The first issue as a sentence: "nome: Nome é obrigatório". */
export function describeZodError(error: z.ZodError): string {
  const first = error.issues[0];
  if (!first) return 'Dados inválidos';
  return first.message;
}

/** Every procedure declares who may call it; the access middleware enforces exactly that. */
export type ProcedureMeta = OpenApiMeta & { access?: Access };

const t = initTRPC
  .meta<ProcedureMeta>()
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
          : isPoolBusyError(cause)
            ? new AppError('SERVER_BUSY', { cause, retryAfterSeconds: SERVER_BUSY_RETRY_SECONDS })
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

/**
 * The one access check, driven by the procedure's declared `meta.access` (the Roles table in
 * packages/domain). It runs before input parsing, so a refused caller learns nothing about the
 * input. A procedure that declares nothing is refused for everyone: closed by default.
 */
const accessControl = t.middleware(({ ctx, meta, next }) => {
  const access = meta?.access;
  if (access === undefined) throw new AppError('FORBIDDEN');
  if (access === 'public') return next();
  if (!ctx.user) throw new AppError('UNAUTHENTICATED');
  if (!hasAccess(ctx.user.role, access)) throw new AppError('FORBIDDEN');
  return next();
});

const baseProcedure = t.procedure.use(errorConversion).use(accessControl);

/** Open to anyone, signed in or not (sign-in, health, who-am-I). */
export const publicProcedure = baseProcedure.meta({ access: 'public' });

/** Needs a signed-in, active user; narrows `ctx.user`. Everyone signed in may call it. */
export const protectedProcedure = baseProcedure.meta({ access: 'signedIn' }).use(({ ctx, next }) => {
  if (!ctx.user) throw new AppError('UNAUTHENTICATED');
  return next({ ctx: { ...ctx, user: ctx.user } });
});

/** Only the roles the Roles table gives `permission` may call it (403 for others). */
export function permittedProcedure(permission: Permission) {
  return protectedProcedure.meta({ access: permission });
}
