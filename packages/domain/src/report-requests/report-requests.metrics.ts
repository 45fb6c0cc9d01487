/** The base numbers every cost metric is computed from. */
export interface ReportBaseNumbers {
  spend: number;
  impressions: number;
  clicks: number;
  reach: number;
  leads: number;
}

/** §9 report metrics; `null` when the denominator is zero (the screen shows '-', never Infinity or NaN). */
export interface ReportMetrics {
  /** spend ÷ clicks */
  cpc: number | null;
  /** spend ÷ impressions × 1000 */
  cpm: number | null;
  /** spend ÷ reach */
  cpp: number | null;
  /** clicks ÷ impressions × 100 */
  ctr: number | null;
  /** spend ÷ leads */
  costPerLead: number | null;
}

function ratio(numerator: number, denominator: number, scale = 1): number | null {
  if (!Number.isFinite(numerator) || !Number.isFinite(denominator) || denominator === 0) return null;
  const value = (numerator / denominator) * scale;
  return Number.isFinite(value) ? value : null;
}

export function reportMetrics(n: ReportBaseNumbers): ReportMetrics {
  return {
    cpc: ratio(n.spend, n.clicks),
    cpm: ratio(n.spend, n.impressions, 1000),
    cpp: ratio(n.spend, n.reach),
    ctr: ratio(n.clicks, n.impressions, 100),
    costPerLead: ratio(n.spend, n.leads),
  };
}
