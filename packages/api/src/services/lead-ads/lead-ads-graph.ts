/**
 * The Graph API calls of Lead Ads: one lead by its leadgen_id, and a form's leads page by page (the
 * backfill). The base URL comes from META_GRAPH_URL (Meta's by default), as for the ad reports and
 * WhatsApp; tests point it at a local fake. Calls go through the reports' limited fetch (allowed host,
 * no redirects, timeout, size cap); retrying is the job worker's (with its backoff).
 */
import { WHATSAPP_GRAPH_VERSION, graphUrlFromEnv } from '../whatsapp/cloud-api';
import { type HttpDeps, ReportFetchError, fetchLimited } from '../report-requests/report-fetch';
import { DEFAULT_REPORT_POLICY, type ReportFetchPolicy } from '../report-requests/report-sources.config';

export const LEAD_ADS_GRAPH_VERSION = WHATSAPP_GRAPH_VERSION;
export const LEAD_FIELDS = 'id,created_time,ad_id,ad_name,adset_id,adset_name,campaign_id,campaign_name,form_id,field_data,is_organic,platform';

/** A lead as the Graph API answers it (fields may be missing: organic leads have no ad). */
export interface GraphLead {
  id: string;
  created_time?: string;
  ad_id?: string;
  ad_name?: string;
  adset_id?: string;
  adset_name?: string;
  campaign_id?: string;
  campaign_name?: string;
  form_id?: string;
  field_data?: unknown;
  is_organic?: boolean;
  platform?: string;
}

/** A Graph failure; `permanent` when retrying cannot help (a 4xx other than rate limits). */
export class GraphLeadError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = 'GraphLeadError';
  }
}

/** `: <Meta's error message>` from an error body, or ''. */
function graphMessage(text: string | undefined): string {
  try {
    const message = (JSON.parse(text ?? '') as { error?: { message?: unknown } }).error?.message;
    return typeof message === 'string' ? `: ${message.slice(0, 300)}` : '';
  } catch {
    return '';
  }
}

function policyFor(graphUrl: string): ReportFetchPolicy {
  return { ...DEFAULT_REPORT_POLICY, retries: 0, allowedHosts: [new URL(graphUrl).host] };
}

async function getJson(url: string, token: string, deps: HttpDeps): Promise<Record<string, unknown>> {
  const graphUrl = new URL(url).origin;
  let res;
  try {
    res = await fetchLimited(url, { headers: { authorization: `Bearer ${token}`, accept: 'application/json' } }, policyFor(graphUrl), deps);
  } catch (error) {
    if (error instanceof ReportFetchError) {
      // A 5xx: the fetch read Meta's error body; say it the Graph way, not the reports' way.
      const detail = error.status === undefined ? error.message : `respondeu ${error.status}${graphMessage(error.body)}`;
      throw new GraphLeadError(`Graph API ${detail}`, !error.retryable);
    }
    throw error;
  }
  let body: Record<string, unknown> = {};
  try {
    body = JSON.parse(res.text) as Record<string, unknown>;
  } catch {
    throw new GraphLeadError(`Graph API: resposta inválida (HTTP ${res.status})`, false);
  }
  if (res.status >= 400) {
    const error = (body.error ?? {}) as { code?: unknown };
    const message = `Graph API respondeu ${res.status}${graphMessage(res.text)}`;
    // 429 and Meta's throttling codes (4, 17, 32, 613, 80005) pass with time; other 4xx do not.
    const throttled = res.status === 429 || [4, 17, 32, 613, 80005].includes(Number(error.code));
    throw new GraphLeadError(message, !throttled);
  }
  return body;
}

export function graphBase(env: NodeJS.ProcessEnv = process.env): string {
  return `${graphUrlFromEnv(env)}/${LEAD_ADS_GRAPH_VERSION}`;
}

/** `GET /<version>/<leadgen_id>?fields=…` with the Page token. */
export async function fetchGraphLead(leadgenId: string, token: string, deps: HttpDeps = {}): Promise<GraphLead> {
  const url = `${graphBase()}/${encodeURIComponent(leadgenId)}?fields=${LEAD_FIELDS}`;
  const body = await getJson(url, token, deps);
  if (typeof body.id !== 'string') throw new GraphLeadError('Graph API: lead sem id na resposta', false);
  return body as unknown as GraphLead;
}

/**
 * `GET /<version>/<form_id>/leads` created since `since`, following `paging.next` (at most `maxPages`
 * pages); each page goes to `onPage` before the next is asked for.
 */
export async function forEachFormLeadsPage(
  formId: string,
  token: string,
  since: Date,
  onPage: (leads: GraphLead[]) => Promise<void>,
  deps: HttpDeps = {},
  maxPages = 100,
): Promise<void> {
  const filtering = JSON.stringify([{ field: 'time_created', operator: 'GREATER_THAN', value: Math.floor(since.getTime() / 1000) }]);
  let url: string | undefined =
    `${graphBase()}/${encodeURIComponent(formId)}/leads?fields=${LEAD_FIELDS}&limit=100&filtering=${encodeURIComponent(filtering)}`;
  for (let page = 0; url && page < maxPages; page++) {
    const body = await getJson(url, token, deps);
    const data = Array.isArray(body.data) ? (body.data as GraphLead[]).filter((lead) => typeof lead?.id === 'string') : [];
    await onPage(data);
    const next = (body.paging as { next?: unknown } | undefined)?.next;
    // Only pages on the same Graph host are followed.
    url = typeof next === 'string' && next.startsWith(graphUrlFromEnv()) ? next : undefined;
  }
}
