import { reportMetrics } from './report-requests.metrics';

/** One action count of a row (Meta's `actions` list: `{ action_type, value }`). */
export interface ReportAction {
  actionType: string;
  value: number;
}

/** The totals of a report; the cost metrics are `null` on a zero denominator. */
export interface ReportTotals {
  spend: number;
  impressions: number;
  clicks: number;
  reach: number;
  leads: number;
  cpc: number | null;
  cpm: number | null;
  cpp: number | null;
  ctr: number | null;
}

/** One campaign of the breakdown (rows of the same campaign are added up into one). */
export interface ReportCampaign extends ReportTotals {
  campaignId: string | null;
  campaignName: string;
  adsetId: string | null;
  adsetName: string | null;
  adId: string | null;
  adName: string | null;
  objective: string | null;
  dateStart: string | null;
  dateStop: string | null;
  actions: ReportAction[];
}

export interface ParsedReport {
  totals: ReportTotals;
  campaigns: ReportCampaign[];
  /** Every action type of every campaign, added up. */
  actions: ReportAction[];
  /** The earliest `date_start` and latest `date_stop` the rows carry (the data period). */
  dateStart: string | null;
  dateStop: string | null;
  /** False when the answer is neither shape of §3 (null, a string, an error body…). */
  recognized: boolean;
  /** True when there is something to analyse: a campaign, or any spend, impression or lead. */
  hasData: boolean;
}

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A number as the sources send it: a number or a string ("12.34", "1234", "12,34"); else 0. */
export function toReportNumber(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  if (typeof value !== 'string') return 0;
  let text = value.trim();
  if (text === '') return 0;
  // "1.234,56" (pt-BR) → "1234.56"; "12,5" → "12.5"; "1,234.56" (en) → "1234.56".
  if (text.includes(',') && text.includes('.')) {
    text = text.lastIndexOf(',') > text.lastIndexOf('.') ? text.replace(/\./g, '').replace(',', '.') : text.replace(/,/g, '');
  } else if (text.includes(',')) {
    text = text.replace(',', '.');
  }
  const n = Number(text);
  return Number.isFinite(n) ? n : 0;
}

function toOptionalNumber(value: unknown): number | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'number' && typeof value !== 'string') return null;
  const n = toReportNumber(value);
  return Number.isFinite(n) ? n : null;
}

function toText(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() === '' ? null : value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

function readActions(value: unknown): ReportAction[] {
  if (!Array.isArray(value)) return [];
  const out: ReportAction[] = [];
  for (const item of value) {
    if (!isObject(item)) continue;
    const actionType = toText(item.action_type ?? item.actionType);
    if (!actionType) continue;
    out.push({ actionType, value: toReportNumber(item.value) });
  }
  return out;
}

/**
 * Leads from Meta's actions when a row has no `leads` field. Meta reports the same leads under
 * several types (`lead` is the sum of the pixel and on-Facebook forms), so the aggregate wins and
 * its parts are only added when it is missing.
 */
export function leadsFromActions(actions: ReportAction[]): number {
  const byType = new Map<string, number>();
  for (const a of actions) byType.set(a.actionType, (byType.get(a.actionType) ?? 0) + a.value);
  if (byType.has('lead')) return byType.get('lead') ?? 0;
  const parts = ['onsite_conversion.lead_grouped', 'offsite_conversion.fb_pixel_lead'];
  if (parts.some((p) => byType.has(p))) return parts.reduce((sum, p) => sum + (byType.get(p) ?? 0), 0);
  let best = 0;
  for (const [type, value] of byType) if (type.includes('lead')) best = Math.max(best, value);
  return best;
}

function mergeActions(lists: ReportAction[][]): ReportAction[] {
  const byType = new Map<string, number>();
  for (const list of lists) for (const a of list) byType.set(a.actionType, (byType.get(a.actionType) ?? 0) + a.value);
  return [...byType].map(([actionType, value]) => ({ actionType, value }));
}

const ROW_KEYS = ['campaigns', 'data', 'rows', 'breakdown', 'campaignBreakdown', 'results', 'insights', 'items'];
const TOTAL_KEYS = ['totals', 'total', 'summary'];

function minDate(a: string | null, b: string | null): string | null {
  if (!a) return b;
  if (!b) return a;
  return a < b ? a : b;
}
function maxDate(a: string | null, b: string | null): string | null {
  if (!a) return b;
  if (!b) return a;
  return a > b ? a : b;
}

function readRow(row: Json): ReportCampaign {
  const actions = readActions(row.actions);
  const spend = toReportNumber(row.spend);
  const impressions = toReportNumber(row.impressions);
  const clicks = toReportNumber(row.clicks);
  const reach = toReportNumber(row.reach);
  const leads = row.leads !== undefined && row.leads !== null ? toReportNumber(row.leads) : leadsFromActions(actions);
  const m = reportMetrics({ spend, impressions, clicks, reach, leads });
  return {
    campaignId: toText(row.campaign_id ?? row.campaignId),
    campaignName: toText(row.campaign_name ?? row.campaignName ?? row.name) ?? 'Campanha sem nome',
    adsetId: toText(row.adset_id ?? row.adsetId),
    adsetName: toText(row.adset_name ?? row.adsetName),
    adId: toText(row.ad_id ?? row.adId),
    adName: toText(row.ad_name ?? row.adName),
    objective: toText(row.objective),
    dateStart: toText(row.date_start ?? row.dateStart),
    dateStop: toText(row.date_stop ?? row.dateStop),
    spend,
    impressions,
    clicks,
    reach,
    leads,
    cpc: m.cpc,
    cpm: m.cpm,
    cpp: m.cpp,
    ctr: m.ctr,
    actions,
  };
}

/** Rows of one campaign (one per day or per ad set) become one campaign; the metrics are recomputed. */
function mergeCampaigns(rows: ReportCampaign[]): ReportCampaign[] {
  const groups = new Map<string, ReportCampaign[]>();
  for (const row of rows) {
    const key = row.campaignId ?? `name:${row.campaignName}`;
    const list = groups.get(key);
    if (list) list.push(row);
    else groups.set(key, [row]);
  }
  return [...groups.values()].map((list) => {
    const [first] = list as [ReportCampaign, ...ReportCampaign[]];
    if (list.length === 1) return first;
    const sum = (pick: (r: ReportCampaign) => number) => list.reduce((s, r) => s + pick(r), 0);
    const base = {
      spend: sum((r) => r.spend),
      impressions: sum((r) => r.impressions),
      clicks: sum((r) => r.clicks),
      // Reach is people, not events: adding days over-counts; it is what the rows allow.
      reach: sum((r) => r.reach),
      leads: sum((r) => r.leads),
    };
    const same = <T>(pick: (r: ReportCampaign) => T) => (list.every((r) => pick(r) === pick(first)) ? pick(first) : null);
    return {
      ...first,
      adsetId: same((r) => r.adsetId),
      adsetName: same((r) => r.adsetName),
      adId: same((r) => r.adId),
      adName: same((r) => r.adName),
      dateStart: list.reduce<string | null>((d, r) => minDate(d, r.dateStart), null),
      dateStop: list.reduce<string | null>((d, r) => maxDate(d, r.dateStop), null),
      ...base,
      ...pickMetrics(base),
      actions: mergeActions(list.map((r) => r.actions)),
    };
  });
}

function pickMetrics(base: { spend: number; impressions: number; clicks: number; reach: number; leads: number }) {
  const m = reportMetrics(base);
  return { cpc: m.cpc, cpm: m.cpm, cpp: m.cpp, ctr: m.ctr };
}

function totalsFromCampaigns(campaigns: ReportCampaign[]): ReportTotals {
  const sum = (pick: (r: ReportCampaign) => number) => campaigns.reduce((s, r) => s + pick(r), 0);
  const base = {
    spend: round2(sum((r) => r.spend)),
    impressions: sum((r) => r.impressions),
    clicks: sum((r) => r.clicks),
    reach: sum((r) => r.reach),
    leads: sum((r) => r.leads),
  };
  return { ...base, ...pickMetrics(base) };
}

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}

/** Totals as sent, each missing field taken from the rows; missing cost metrics computed by §9. */
function readTotals(sent: Json, fromRows: ReportTotals, actions: ReportAction[]): ReportTotals {
  const pick = (key: 'spend' | 'impressions' | 'clicks' | 'reach') => toOptionalNumber(sent[key]) ?? fromRows[key];
  const base = {
    spend: pick('spend'),
    impressions: pick('impressions'),
    clicks: pick('clicks'),
    reach: pick('reach'),
    leads:
      toOptionalNumber(sent.leads) ??
      (Array.isArray(sent.actions) ? leadsFromActions(readActions(sent.actions)) : fromRows.leads || leadsFromActions(actions)),
  };
  const computed = pickMetrics(base);
  const metric = (key: 'cpc' | 'cpm' | 'cpp' | 'ctr') => {
    const value = toOptionalNumber(sent[key]);
    return value === null ? computed[key] : value;
  };
  return { ...base, cpc: metric('cpc'), cpm: metric('cpm'), cpp: metric('cpp'), ctr: metric('ctr') };
}

function looksLikeRow(value: unknown): value is Json {
  return (
    isObject(value) &&
    ['campaign_id', 'campaign_name', 'campaignId', 'campaignName', 'spend', 'impressions', 'clicks'].some((k) => k in value)
  );
}

function emptyReport(recognized: boolean): ParsedReport {
  const totals = totalsFromCampaigns([]);
  return { totals, campaigns: [], actions: [], dateStart: null, dateStop: null, recognized, hasData: false };
}

/**
 * Reads a report answer in either shape of spec §3 — an object with totals and a per-campaign
 * breakdown, or an array of campaign rows — with numbers possibly sent as strings. A string is
 * read as JSON first (the stored `webhookResponse`). Never throws: an unknown shape (or Meta's
 * `{ error }` body) gives empty totals with `recognized: false`.
 */
export function parseReportResponse(json: unknown): ParsedReport {
  let value = json;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value) as unknown;
    } catch {
      return emptyReport(false);
    }
  }
  // An n8n flow answers a one-item array wrapping the object shape.
  if (Array.isArray(value) && value.length === 1 && isObject(value[0]) && !looksLikeRow(value[0])) {
    const inner = value[0];
    if (TOTAL_KEYS.some((k) => isObject(inner[k])) || ROW_KEYS.some((k) => Array.isArray(inner[k]))) value = inner;
  }

  let rawRows: unknown[];
  let sentTotals: Json | null = null;
  if (Array.isArray(value)) {
    rawRows = value;
  } else if (isObject(value)) {
    if ('error' in value && !ROW_KEYS.some((k) => Array.isArray(value[k]))) return emptyReport(false);
    const rowsKey = ROW_KEYS.find((k) => Array.isArray(value[k]));
    const totalsKey = TOTAL_KEYS.find((k) => isObject(value[k]));
    if (!rowsKey && !totalsKey) {
      if (!looksLikeRow(value)) return emptyReport(false);
      rawRows = [value];
    } else {
      rawRows = rowsKey ? (value[rowsKey] as unknown[]) : [];
      sentTotals = totalsKey ? (value[totalsKey] as Json) : null;
    }
  } else {
    return emptyReport(false);
  }

  const rows = rawRows.filter(isObject).map(readRow);
  const campaigns = mergeCampaigns(rows);
  const actions = mergeActions(campaigns.map((c) => c.actions));
  const fromRows = totalsFromCampaigns(campaigns);
  const totals = sentTotals ? readTotals(sentTotals, fromRows, actions) : fromRows;
  let dateStart: string | null = null;
  let dateStop: string | null = null;
  for (const c of campaigns) {
    dateStart = minDate(dateStart, c.dateStart);
    dateStop = maxDate(dateStop, c.dateStop);
  }
  if (sentTotals) {
    dateStart = minDate(dateStart, toText(sentTotals.date_start ?? sentTotals.dateStart));
    dateStop = maxDate(dateStop, toText(sentTotals.date_stop ?? sentTotals.dateStop));
  }
  const hasData = campaigns.length > 0 || totals.spend > 0 || totals.impressions > 0 || totals.leads > 0;
  return { totals, campaigns, actions, dateStart, dateStop, recognized: true, hasData };
}
