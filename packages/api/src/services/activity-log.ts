import { type Database, type Executor, type Kysely, insertSystemLog } from '@clinic/db';
import type { AppErrorCode, LogAction, LogEntity } from '@clinic/domain';

import type { Actor } from '../context';
import { AppError } from '../errors';

export interface ActivityEntry {
  action: LogAction;
  entity: LogEntity;
  entityId: number | null;
  /** Portuguese, for people reading the log. */
  description: string;
}

/**
 * Inserts a row and writes its 'create' log line, in the caller's transaction (the form, imports
 * and demo data share each feature's insert-and-log step); answers the row.
 */
export async function insertLogged<R extends { id: number }>(
  tx: Executor,
  actor: Actor,
  entity: LogEntity,
  insert: Promise<R>,
  describe: (row: R) => string,
): Promise<R> {
  const row = await insert;
  await logActivity(tx, actor, { action: 'create', entity, entityId: row.id, description: describe(row) });
  return row;
}

/**
 * Deletes a row and writes its 'delete' log line in one transaction. `remove` answers the row it
 * deleted, or undefined when there was none, which answers `target.notFound`.
 */
export async function deleteLogged<R>(
  db: Kysely<Database>,
  actor: Actor,
  target: { entity: LogEntity; entityId: number | null; notFound: AppErrorCode },
  remove: (tx: Executor) => Promise<R | undefined>,
  describe: (row: R) => string,
): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const row = await remove(tx);
    if (!row) throw new AppError(target.notFound);
    await logActivity(tx, actor, { action: 'delete', entity: target.entity, entityId: target.entityId, description: describe(row) });
  });
}

/** Writes the activity-log row; call it inside the same transaction as the change it describes. */
export async function logActivity(tx: Executor, actor: Actor, entry: ActivityEntry): Promise<void> {
  await insertSystemLog(tx, {
    userId: actor.userId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    description: actor.apiTokenName ? `${entry.description} (via token de API "${actor.apiTokenName}")` : entry.description,
    ipAddress: actor.ipAddress?.slice(0, 45) ?? null,
    userAgent: actor.userAgent?.slice(0, 1000) ?? null,
  });
}
