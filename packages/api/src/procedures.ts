import type { Database, Kysely } from '@clinic/db';
import { type Permission, ZId } from '@clinic/domain';
import { z } from 'zod';

import { type SignedInActor, actorOf } from './context';
import { type ProcedureMeta, permittedProcedure } from './trpc';

/** A record named by its id (path ids arrive as strings over REST: canonical digits are read as numbers). */
export const ZIdInput = z.object({ id: ZId });
/** What a deletion (or another action with nothing to report) answers. */
export const ZSuccessResponse = z.object({ success: z.literal(true) });

/**
 * `DELETE /{feature}/{id}`, the same for every feature: the callers `permission` allows, the
 * feature's service removes the row (and logs it, or refuses with its own error), and the answer
 * is `{ success: true }`.
 */
export function deleteProcedure(
  permission: Permission,
  meta: ProcedureMeta,
  remove: (db: Kysely<Database>, actor: SignedInActor, id: number) => Promise<unknown>,
) {
  return permittedProcedure(permission)
    .meta(meta)
    .input(ZIdInput)
    .output(ZSuccessResponse)
    .mutation(async ({ ctx, input }) => {
      await remove(ctx.db, actorOf(ctx), input.id);
      return { success: true as const };
    });
}
