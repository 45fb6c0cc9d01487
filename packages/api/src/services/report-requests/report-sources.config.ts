/**
 * Where report numbers come from, chosen by the environment (README, "Relatórios: de onde vêm os
 * números"): the Meta Marketing API, the clinic's webhook (n8n), a tool pushing results, or demo data.
 */

/** Limits every outgoing report call obeys. */
export interface ReportFetchPolicy {
  /** Per HTTP call, body included. */
  timeoutMs: number;
  /** Largest answer read (per call, and in total over Meta's pages). */
  maxBytes: number;
  /** Further attempts after a 5xx or a network error (backoff doubles from `backoffMs`). */
  retries: number;
  backoffMs: number;
  /** Hosts (`host` or `host:port`) a call may go to; anything else fails without a request. */
  allowedHosts: string[];
  /** Most Meta pages followed for one request. */
  maxPages: number;
}

export type ReportSource =
  | { kind: 'meta'; graphUrl: string; accessToken: string; appSecret?: string }
  | { kind: 'webhook'; url: string; secret?: string }
  /** Requests stay pending until a tool posts the result (POST /api/report-requests/{id}/result). */
  | { kind: 'push' }
  | { kind: 'demo' };

export interface ReportSourceConfig {
  source: ReportSource;
  policy: ReportFetchPolicy;
}

export const META_GRAPH_URL = 'https://graph.facebook.com';

export const DEFAULT_REPORT_POLICY: Omit<ReportFetchPolicy, 'allowedHosts'> = {
  timeoutMs: 30_000,
  maxBytes: 5 * 1024 * 1024,
  retries: 2,
  backoffMs: 500,
  maxPages: 50,
};

function positive(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) && n >= 0 ? n : fallback;
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    throw new Error(`URL inválida para relatórios: ${url}`);
  }
}

/**
 * Reads the source and limits. Explicit `REPORTS_SOURCE` wins; otherwise a Meta token, then a
 * webhook URL, then demo data (`DEMO_DATA=1`, never with NODE_ENV=production), else push.
 */
export function reportSourceConfigFromEnv(env: NodeJS.ProcessEnv = process.env): ReportSourceConfig {
  // Demo numbers are never made up in production (DEMO_DATA is refused there too).
  const demo = (env.DEMO_DATA === '1' || env.DEMO_DATA === 'true') && env.NODE_ENV !== 'production';
  const wanted = env.REPORTS_SOURCE?.trim().toLowerCase();
  const kind =
    wanted === 'meta' || wanted === 'webhook' || wanted === 'push' || wanted === 'demo'
      ? wanted
      : env.META_ACCESS_TOKEN
        ? 'meta'
        : env.REPORTS_WEBHOOK_URL
          ? 'webhook'
          : demo
            ? 'demo'
            : 'push';

  let source: ReportSource;
  const hosts = new Set<string>();
  if (kind === 'meta') {
    if (!env.META_ACCESS_TOKEN) throw new Error('REPORTS_SOURCE=meta precisa de META_ACCESS_TOKEN');
    const graphUrl = (env.META_GRAPH_URL || META_GRAPH_URL).replace(/\/+$/, '');
    hosts.add(hostOf(graphUrl));
    source = { kind, graphUrl, accessToken: env.META_ACCESS_TOKEN, appSecret: env.META_APP_SECRET || undefined };
  } else if (kind === 'webhook') {
    if (!env.REPORTS_WEBHOOK_URL) throw new Error('REPORTS_SOURCE=webhook precisa de REPORTS_WEBHOOK_URL');
    hosts.add(hostOf(env.REPORTS_WEBHOOK_URL));
    source = { kind, url: env.REPORTS_WEBHOOK_URL, secret: env.REPORTS_WEBHOOK_SECRET || undefined };
  } else {
    source = { kind };
  }
  for (const extra of (env.REPORTS_ALLOWED_HOSTS ?? '').split(',')) if (extra.trim()) hosts.add(extra.trim().toLowerCase());

  return {
    source,
    policy: {
      timeoutMs: positive(env.REPORTS_TIMEOUT_MS, DEFAULT_REPORT_POLICY.timeoutMs),
      maxBytes: positive(env.REPORTS_MAX_BYTES, DEFAULT_REPORT_POLICY.maxBytes),
      retries: Math.min(5, positive(env.REPORTS_RETRIES, DEFAULT_REPORT_POLICY.retries)),
      backoffMs: DEFAULT_REPORT_POLICY.backoffMs,
      maxPages: DEFAULT_REPORT_POLICY.maxPages,
      allowedHosts: [...hosts],
    },
  };
}
