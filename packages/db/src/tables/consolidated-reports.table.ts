import type { ColumnType, JSONColumnType, Selectable } from 'kysely';

export interface ConsolidatedReportsTable {
  id: string;
  title: string;
  dateRange: string;
  startDate: string | null;
  endDate: string | null;
  totalSpend: string;
  totalLeads: number;
  costPerLead: string;
  accountsData: JSONColumnType<
    { accountName: string; accountId: string; totalSpend: number; totalLeads: number }[]
  >;
  keywordData: JSONColumnType<Record<string, number>>;
  createdBy: number | null;
  createdAt: ColumnType<Date, never, never>;
}
export type ConsolidatedReportRow = Selectable<ConsolidatedReportsTable>;
