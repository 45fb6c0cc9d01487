import { type Database, type FunnelCountRow, type Kysely, findAllReportKeywords, findCompletedReportsWithin, findFunnelCounts } from '@clinic/db';
import {
  FUNNEL_STEPS,
  FUNNEL_STEP_LABELS,
  FUNNEL_TEXT,
  type Funnel,
  type FunnelCounts,
  type FunnelFilter,
  type FunnelGroup,
  addFunnelCounts,
  emptyFunnelCounts,
  funnelConversion,
  funnelCosts,
  keywordsInText,
  leadMatchedKeywords,
  parseReportResponse,
  stepConversion,
} from '@clinic/domain';

interface CampaignSpend {
  campaignId: string | null;
  campaignName: string;
  spend: number;
  /** The keyword dictionary's words found in the campaign's name (how leads without ids match it). */
  keywords: string[];
}

/**
 * The ad reports' spend per campaign over the period: completed reports whose period lies inside
 * it, the newest per account and period (a period fetched twice counts once, as in the campaign
 * analysis), summed per campaign id (or name when a report has no ids).
 */
async function campaignSpend(db: Kysely<Database>, filter: FunnelFilter): Promise<CampaignSpend[]> {
  const reports = await findCompletedReportsWithin(db, filter.startDate, filter.endDate);
  const dictionary = (await findAllReportKeywords(db)).map((k) => k.keyword);
  const seen = new Set<string>();
  const byKey = new Map<string, CampaignSpend>();
  for (const report of reports) {
    const key = `${report.adAccountId}|${report.startDate}|${report.endDate}`;
    if (seen.has(key)) continue;
    seen.add(key);
    for (const row of parseReportResponse(report.webhookResponse ?? '').campaigns) {
      const id = row.campaignId ?? null;
      const campaignKey = id ?? `name:${row.campaignName}`;
      const entry = byKey.get(campaignKey) ?? {
        campaignId: id,
        campaignName: row.campaignName,
        spend: 0,
        keywords: dictionary.filter((k) => keywordsInText(row.campaignName, [k]).length > 0),
      };
      entry.spend += row.spend;
      byKey.set(campaignKey, entry);
    }
  }
  const all = [...byKey.values()];
  return filter.campaignId ? all.filter((c) => c.campaignId === filter.campaignId) : all;
}

const countsOf = (row: FunnelCountRow): FunnelCounts =>
  Object.fromEntries(FUNNEL_STEPS.map((step) => [step, Number(row[step])])) as FunnelCounts;

function group(key: string, label: string, counts: FunnelCounts, spend: number | null): FunnelGroup {
  return { key, label, counts, conversion: funnelConversion(counts), costs: spend === null ? null : funnelCosts(spend, counts) };
}

/**
 * GET /api/reports/funnel. Leads join spend by campaign id; a lead without an id counts for the
 * first campaign (with spend) whose name's keywords its origin carries together with 'FB' (the
 * campaign analysis's matching). Costs = spend over the leads, the assessments done and the paying
 * patients (package sold) attributed to campaigns with spend.
 */
export async function getFunnel(db: Kysely<Database>, filter: FunnelFilter): Promise<Funnel> {
  const [rows, spends] = await Promise.all([findFunnelCounts(db, filter), campaignSpend(db, filter)]);
  const totals = emptyFunnelCounts();
  const origins = new Map<string, FunnelCounts>();
  const campaigns = new Map<string, { label: string; counts: FunnelCounts; spend: number | null }>();
  for (const spend of spends) {
    campaigns.set(spend.campaignId ?? `name:${spend.campaignName}`, { label: spend.campaignName, counts: emptyFunnelCounts(), spend: spend.spend });
  }
  const matchable = spends.filter((s) => s.keywords.length > 0);
  for (const row of rows) {
    const counts = countsOf(row);
    addFunnelCounts(totals, counts);
    addFunnelCounts(origins.get(row.origin) ?? origins.set(row.origin, emptyFunnelCounts()).get(row.origin)!, counts);
    let key = row.campaignId ?? '';
    let label = row.campaignName ?? row.campaignId ?? FUNNEL_TEXT.noCampaign;
    if (!row.campaignId) {
      const match = matchable.find((s) => leadMatchedKeywords(row.origin, s.keywords).length > 0);
      if (match) {
        key = match.campaignId ?? `name:${match.campaignName}`;
        label = match.campaignName;
      }
    }
    const entry = campaigns.get(key) ?? campaigns.set(key, { label, counts: emptyFunnelCounts(), spend: null }).get(key)!;
    addFunnelCounts(entry.counts, counts);
  }
  const byCampaign = [...campaigns.entries()]
    .map(([key, c]) => group(key.startsWith('name:') ? '' : key, c.label, c.counts, c.spend))
    .sort((a, b) => b.counts.leads - a.counts.leads || a.label.localeCompare(b.label));
  const paid = emptyFunnelCounts();
  let spend = 0;
  for (const c of campaigns.values()) {
    // For one origin, only the campaigns that brought her leads count: the spend of a campaign
    // with none of this origin's leads is not a cost of them.
    if (c.spend === null || (filter.origin && c.counts.leads === 0)) continue;
    spend += c.spend;
    addFunnelCounts(paid, c.counts);
  }
  return {
    startDate: filter.startDate,
    endDate: filter.endDate,
    steps: FUNNEL_STEPS.map((step, i) => ({
      key: step,
      label: FUNNEL_STEP_LABELS[step],
      count: totals[step],
      conversion: i === 0 ? null : stepConversion(totals[step], totals[FUNNEL_STEPS[i - 1]!]),
    })),
    costs: funnelCosts(spend, paid),
    byOrigin: [...origins.entries()]
      .map(([origin, counts]) => group(origin, origin, counts, null))
      .sort((a, b) => b.counts.leads - a.counts.leads || a.label.localeCompare(b.label)),
    byCampaign,
  };
}
