import type { ColumnType, Generated, JSONColumnType, Selectable } from 'kysely';

export interface AdAccountsTable {
  id: Generated<number>;
  accountNumber: string;
  name: string;
  description: string | null;
  isActive: Generated<boolean>;
  createdAt: ColumnType<Date, never, never>;
  updatedAt: ColumnType<Date, never, Date>;
}
export type AdAccountRow = Selectable<AdAccountsTable>;

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
