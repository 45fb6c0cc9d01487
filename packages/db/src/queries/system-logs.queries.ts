import type { Executor } from '../executor';
import type { NewSystemLogRow, SystemLogRow } from '../tables';

export async function insertSystemLog(db: Executor, log: NewSystemLogRow): Promise<void> {
  await db.insertInto('systemLogs').values(log).execute();
}

export interface SystemLogFilter {
  entity?: string;
  action?: string;
  userId?: number;
  /** Inclusive lower bound. */
  from?: Date;
  /** Exclusive upper bound. */
  before?: Date;
  limit: number;
  offset: number;
}

/** A log row with the acting user's name (null when the row names no user). */
export type SystemLogWithUser = SystemLogRow & { userFirstName: string | null; userLastName: string | null };

/** One page of log rows, newest first, with the acting user's name; plus the total matching. */
export async function findSystemLogs(
  db: Executor,
  filter: SystemLogFilter,
): Promise<{ total: number; items: SystemLogWithUser[] }> {
  let base = db.selectFrom('systemLogs');
  if (filter.entity) base = base.where('systemLogs.entity', '=', filter.entity);
  if (filter.action) base = base.where('systemLogs.action', '=', filter.action);
  if (filter.userId !== undefined) base = base.where('systemLogs.userId', '=', filter.userId);
  if (filter.from) base = base.where('systemLogs.createdAt', '>=', filter.from);
  if (filter.before) base = base.where('systemLogs.createdAt', '<', filter.before);

  const [countRow, items] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
    base
      .leftJoin('users', 'users.id', 'systemLogs.userId')
      .select([
        'systemLogs.id',
        'systemLogs.userId',
        'systemLogs.action',
        'systemLogs.entity',
        'systemLogs.entityId',
        'systemLogs.description',
        'systemLogs.ipAddress',
        'systemLogs.userAgent',
        'systemLogs.createdAt',
        'users.firstName as userFirstName',
        'users.lastName as userLastName',
      ])
      .orderBy('systemLogs.createdAt', 'desc')
      .orderBy('systemLogs.id', 'desc')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
  ]);
  return { total: Number(countRow.count), items };
}
