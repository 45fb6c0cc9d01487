/**
 * tRPC setup: one error conversion for every procedure, and the role-narrowing procedures.
 * REST (/api) and /trpc share all of it.
 */
import { type Access, type Permission, TRPC_CODE_NAMES, hasAccess } from '@clinic/domain';
import { TRPCError, initTRPC } from '@trpc/server';
import type { OpenApiMeta } from 'trpc-to-openapi';

import type { Context } from './context';
import { AppError, isZodError, toAppError } from './errors';

/** Every procedure declares who may call it; the access middleware enforces exactly that. */
export type ProcedureMeta = OpenApiMeta & { access?: Access };

const t = initTRPC
  .meta<ProcedureMeta>()
  .context<Context>()
  .create({
    /** The body of every tRPC and REST error: the message and code toAppError gives it. */
    errorFormatter({ shape, error }) {
      const app = toAppError(error);
      const zod = isZodError(error.cause) ? error.cause : undefined;
      return {
        message: app.message,
        code: shape.code,
        data: {
          code: shape.data.code,
          httpStatus: shape.data.httpStatus,
          path: shape.data.path,
          appCode: app.code,
          retryAfterSeconds: app.retryAfterSeconds,
          fieldErrors: zod
            ? Object.fromEntries(zod.issues.map((issue) => [issue.path.join('.'), issue.message]))
            : undefined,
        },
      };
    },
  });

/**
 * Errors become their AppError here, once, for /trpc and /api alike, so tRPC answers with its
 * status. Two stay as tRPC made them, already with the right status: invalid input (the REST
 * adapters read the zod issues on the error's cause) and INTERNAL (the original error, to log).
 */
const errorConversion = t.middleware(async ({ next }) => {
  const result = await next();
  if (result.ok || isZodError(result.error.cause)) return result;
  const appError = toAppError(result.error);
  if (appError.code === 'INTERNAL') return result;
  throw new TRPCError({
    code: TRPC_CODE_NAMES[appError.status as keyof typeof TRPC_CODE_NAMES] ?? 'INTERNAL_SERVER_ERROR',
    message: appError.message,
    cause: appError,
  });
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
