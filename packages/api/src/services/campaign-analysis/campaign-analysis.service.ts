import {
  type Database,
  type Kysely,
  findAllReportKeywords,
  findCompletedReportsEndingBetween,
  findLeadsDatedBetween,
  findReportRequestById,
} from '@clinic/db';
import {
  type CampaignAnalysis,
  EFFICIENCY_RULES,
  classifyEfficiency,
  countByOrigin,
  formatIsoDate,
  hasFbMarker,
  keywordsInText,
  leadConversionRate,
  leadMatchedKeywords,
  parseReportResponse,
  reportPeriodLabel,
} from '@clinic/domain';

import { AppError } from '../../errors';

function addDays(isoDate: string, days: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/**
 * The clinic's average cost per lead over the days before `startDate`: the spend of its completed
 * reports in that window (the newest report per account and period, so a period fetched twice counts
 * once) over the leads of those days whose origin carries 'FB'. Null without spend or leads.
 */
async function baselineCostPerLead(db: Kysely<Database>, startDate: string, excludeId: number): Promise<number | null> {
  const from = addDays(startDate, -EFFICIENCY_RULES.baselineDays);
  const to = addDays(startDate, -1);
  const reports = await findCompletedReportsEndingBetween(db, from, to, excludeId);
  const seen = new Set<string>();
  let spend = 0;
  let earliest = to;
  for (const report of reports) {
    const key = `${report.adAccountId}|${report.startDate}|${report.endDate}`;
    if (seen.has(key)) continue;
    seen.add(key);
    spend += parseReportResponse(report.webhookResponse ?? '').totals.spend;
    if (report.startDate && report.startDate < earliest) earliest = report.startDate < from ? from : report.startDate;
  }
  if (spend <= 0) return null;
  const leads = (await findLeadsDatedBetween(db, earliest, to)).filter((l) => hasFbMarker(l.origin)).length;
  return leads > 0 ? spend / leads : null;
}

/**
 * GET /api/report-requests/{id}/analysis: the keywords of the campaign names, the period's leads
 * whose origin has one of them AND 'FB', and what each of those leads cost.
 */
export async function getCampaignAnalysis(db: Kysely<Database>, id: number): Promise<CampaignAnalysis> {
  const request = await findReportRequestById(db, id);
  if (!request) throw new AppError('REPORT_REQUEST_NOT_FOUND');
  if (request.status !== 'completed') throw new AppError('REPORT_NOT_COMPLETED');
  const parsed = parseReportResponse(request.webhookResponse ?? '');
  const startDate = request.startDate ?? parsed.dateStart;
  const endDate = request.endDate ?? parsed.dateStop;
  if (!parsed.recognized || !startDate || !endDate) {
    throw new AppError('REPORT_NOT_COMPLETED', { message: 'Este relatório não tem dados de campanha para analisar.' });
  }

  const dictionary = (await findAllReportKeywords(db)).map((k) => k.keyword);
  const campaignNames = parsed.campaigns.map((c) => c.campaignName);
  const keywords = dictionary.filter((k) => campaignNames.some((name) => keywordsInText(name, [k]).length > 0));
  const matched = (await findLeadsDatedBetween(db, startDate, endDate))
    .map((lead) => ({ lead, matchedKeywords: leadMatchedKeywords(lead.origin, keywords) }))
    .filter((m) => m.matchedKeywords.length > 0);
  const converted = matched.filter((m) => m.lead.status === 'CONVERTIDO').length;

  const { spend, impressions, clicks, reach, ctr, leads: platformLeads } = parsed.totals;
  const costPerLead = matched.length > 0 ? spend / matched.length : null;
  const baseline = await baselineCostPerLead(db, startDate, id);
  const single = parsed.campaigns.length === 1 ? parsed.campaigns[0] : undefined;

  return {
    reportRequestId: id,
    period: {
      dateRange: request.dateRange,
      startDate,
      endDate,
      displayPeriod: `${reportPeriodLabel(request.dateRange ?? 'custom')} (${formatIsoDate(startDate)} a ${formatIsoDate(endDate)})`,
    },
    adAccount: { name: request.accountName, accountNumber: request.accountNumber },
    campaign: {
      id: single?.campaignId ?? null,
      name: single?.campaignName ?? (campaignNames.length ? `${campaignNames.length} campanhas` : 'Sem campanhas'),
      spend,
      impressions,
      clicks,
      reach,
      ctr,
      platformLeads,
      campaignNames,
    },
    keywords,
    leads: {
      total: matched.length,
      converted,
      byOrigin: countByOrigin(matched.map((m) => m.lead.origin)),
      list: matched.map(({ lead, matchedKeywords }) => ({
        id: lead.id,
        name: lead.name,
        phone: lead.whatsapp,
        origin: lead.origin,
        status: lead.status,
        matchedKeywords,
        createdAt: lead.createdAt.toISOString(),
      })),
    },
    metrics: {
      costPerLead,
      efficiency: classifyEfficiency(costPerLead, baseline),
      leadConversionRate: leadConversionRate(converted, matched.length),
      baselineCostPerLead: baseline,
    },
  };
}
