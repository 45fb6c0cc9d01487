import { type Executor, insertSystemLog } from '@clinic/db';
import type { LogAction, LogEntity } from '@clinic/domain';

import type { Actor } from '../context';

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
