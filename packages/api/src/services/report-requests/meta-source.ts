import { createHmac } from 'node:crypto';

import { FETCH_ERRORS, type HttpDeps, ReportFetchError, fetchLimited } from './report-fetch';
import type { ReportJob, ReportSourceOutcome } from './report-source.types';
import type { ReportFetchPolicy } from './report-sources.config';

/** The Marketing API version every call uses: change it here, and only here. */
export const META_GRAPH_API_VERSION = 'v25.0';

/** The fields of spec §3 at campaign level (leads come from `actions`). */
export const META_INSIGHTS_FIELDS = [
  'campaign_id',
  'campaign_name',
  'objective',
  'date_start',
  'date_stop',
  'spend',
  'impressions',
  'clicks',
  'reach',
  'cpc',
  'cpm',
  'cpp',
  'ctr',
  'actions',
] as const;

export const META_ERRORS = {
  refused: (detail: string) => `A Meta recusou o pedido: ${detail}`,
  notJson: 'A Meta respondeu algo que não é JSON',
  tooManyPages: 'A Meta respondeu páginas demais para um só relatório',
} as const;

export function metaInsightsUrl(
  source: { graphUrl: string; accessToken: string; appSecret?: string },
  job: Pick<ReportJob, 'account' | 'startDate' | 'endDate'>,
): string {
  const url = new URL(`${source.graphUrl}/${META_GRAPH_API_VERSION}/act_${encodeURIComponent(job.account.accountNumber)}/insights`);
  url.searchParams.set('level', 'campaign');
  url.searchParams.set('time_range', JSON.stringify({ since: job.startDate, until: job.endDate }));
  url.searchParams.set('fields', META_INSIGHTS_FIELDS.join(','));
  url.searchParams.set('limit', '500');
  url.searchParams.set('access_token', source.accessToken);
  if (source.appSecret) {
    url.searchParams.set('appsecret_proof', createHmac('sha256', source.appSecret).update(source.accessToken).digest('hex'));
  }
  return url.toString();
}

function metaErrorDetail(json: unknown, status: number): string {
  const error = (json as { error?: { message?: unknown; code?: unknown } } | null)?.error;
  if (error && typeof error.message === 'string') {
    return typeof error.code === 'number' ? `${error.message} (código ${error.code})` : error.message;
  }
  return `erro HTTP ${status}`;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ReportFetchError(META_ERRORS.notJson);
  }
}

/**
 * The account's campaign insights for the period, every page followed (`paging.next`, itself
 * checked against the allowed hosts). Stores the rows as one JSON array (the array shape of §3).
 */
export async function fetchMetaInsights(
  source: { graphUrl: string; accessToken: string; appSecret?: string },
  job: ReportJob,
  policy: ReportFetchPolicy,
  deps: HttpDeps = {},
): Promise<ReportSourceOutcome> {
  const rows: unknown[] = [];
  let next: string | undefined = metaInsightsUrl(source, job);
  let total = 0;
  for (let page = 0; next; page++) {
    if (page >= policy.maxPages) throw new ReportFetchError(META_ERRORS.tooManyPages);
    let res;
    try {
      res = await fetchLimited(next, { method: 'GET', headers: { accept: 'application/json' } }, policy, deps);
    } catch (error) {
      // A 5xx that kept failing: Meta's error body says why, when it sent one.
      if (error instanceof ReportFetchError && error.status && error.status >= 500 && error.body) {
        const json = (() => {
          try {
            return JSON.parse(error.body) as unknown;
          } catch {
            return null;
          }
        })();
        if (json && typeof json === 'object' && 'error' in json) throw new ReportFetchError(META_ERRORS.refused(metaErrorDetail(json, error.status)));
      }
      throw error;
    }
    total += res.text.length;
    if (total > policy.maxBytes) throw new ReportFetchError(FETCH_ERRORS.tooLarge);
    const json = parseJson(res.text) as { data?: unknown; paging?: { next?: unknown }; error?: unknown };
    if (res.status !== 200 || json?.error) throw new ReportFetchError(META_ERRORS.refused(metaErrorDetail(json, res.status)));
    if (!Array.isArray(json.data)) throw new ReportFetchError(META_ERRORS.refused('resposta sem "data"'));
    rows.push(...json.data);
    next = typeof json.paging?.next === 'string' ? json.paging.next : undefined;
  }
  return { kind: 'completed', raw: JSON.stringify(rows) };
}
