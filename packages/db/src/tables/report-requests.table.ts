import type { ColumnType, Generated, Selectable } from 'kysely';

export interface ReportRequestsTable {
  id: Generated<number>;
  adAccountId: number;
  dateRange: string | null;
  startDate: string | null;
  endDate: string | null;
  status: Generated<string>;
  webhookResponse: string | null;
  errorMessage: string | null;
  requestedBy: number | null;
  createdAt: ColumnType<Date, never, never>;
  completedAt: Date | null;
}
export type ReportRequestRow = Selectable<ReportRequestsTable>;
