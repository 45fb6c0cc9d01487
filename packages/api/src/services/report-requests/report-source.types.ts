/** What a source is asked for: one account, one period (both ends inclusive, yyyy-MM-dd). */
export interface ReportJob {
  requestId: number;
  account: { id: number; accountNumber: string; name: string };
  dateRange: string | null;
  startDate: string;
  endDate: string;
}

/** A source either answers the raw JSON text to store, or leaves the request pending (a tool will push). */
export type ReportSourceOutcome = { kind: 'completed'; raw: string } | { kind: 'pending' };
