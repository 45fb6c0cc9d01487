import { type Database, type Kysely, findSystemLogs } from '@clinic/db';
import type { CreateSystemLogInput, SystemLog, SystemLogQuery } from '@clinic/domain';

import type { Actor } from '../../context';
import { logActivity } from '../activity-log';

/** Local midnight of a yyyy-MM-dd day, plus `days`. */
function startOfDay(isoDate: string, days = 0): Date {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d + days);
}

/**
 * One page of the activity log, newest first. The start date counts from the start of that day
 * and the end date up to the end of that day (both inclusive), in the clinic's time zone.
 */
export async function listSystemLogs(
  db: Kysely<Database>,
  query: SystemLogQuery,
): Promise<{ total: number; items: SystemLog[] }> {
  const { total, items } = await findSystemLogs(db, {
    entity: query.entity,
    action: query.action,
    userId: query.userId,
    from: query.startDate ? startOfDay(query.startDate) : undefined,
    before: query.endDate ? startOfDay(query.endDate, 1) : undefined,
    limit: query.limit,
    offset: query.offset,
  });
  return {
    total,
    items: items.map((row) => ({
      id: row.id,
      userId: row.userId,
      action: row.action,
      entity: row.entity,
      entityId: row.entityId,
      description: row.description,
      ipAddress: row.ipAddress,
      userAgent: row.userAgent,
      createdAt: row.createdAt.toISOString(),
      user: row.userFirstName !== null ? { firstName: row.userFirstName, lastName: row.userLastName ?? '' } : null,
    })),
  };
}

/** A log line from a client: who, from where and when come from the request, never the body. */
export async function createSystemLog(db: Kysely<Database>, actor: Actor, input: CreateSystemLogInput): Promise<void> {
  await logActivity(db, actor, {
    action: input.action,
    entity: input.entity,
    entityId: input.entityId ?? null,
    description: input.description,
  });
}
