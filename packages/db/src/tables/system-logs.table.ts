import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

export interface SystemLogsTable {
  id: Generated<number>;
  userId: number | null;
  action: string;
  entity: string;
  entityId: number | null;
  description: string;
  ipAddress: string | null;
  userAgent: string | null;
  createdAt: ColumnType<Date, Date | undefined, never>;
}
export type SystemLogRow = Selectable<SystemLogsTable>;
export type NewSystemLogRow = Insertable<SystemLogsTable>;
