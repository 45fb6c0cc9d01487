import type { ReportFetchPolicy } from './report-sources.config';

/** A fetch that failed for good; `message` is Portuguese and becomes the request's errorMessage. */
export class ReportFetchError extends Error {
  constructor(
    message: string,
    readonly retryable = false,
    readonly status?: number,
    readonly body?: string,
  ) {
    super(message);
    this.name = 'ReportFetchError';
  }
}

export const FETCH_ERRORS = {
  timeout: 'Tempo esgotado ao buscar o relatório',
  tooLarge: 'Resposta grande demais',
  redirect: 'A fonte do relatório respondeu com um redirecionamento, que não é seguido',
  notAllowed: (host: string) => `Endereço não permitido para relatórios: ${host}`,
  badUrl: 'Endereço inválido para relatórios',
  network: (detail: string) => `Falha de rede ao buscar o relatório${detail ? ` (${detail})` : ''}`,
  server: (status: number) => `A fonte do relatório respondeu com erro ${status}`,
} as const;

export interface HttpDeps {
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  /** Stops waiting (worker shutting down). */
  signal?: AbortSignal;
}

export interface LimitedResponse {
  status: number;
  text: string;
  headers: Headers;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Only http(s) to an allowed host (`host` or `host:port`), so a stored URL cannot reach anything else. */
export function assertAllowedUrl(url: string, allowedHosts: string[]): URL {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new ReportFetchError(FETCH_ERRORS.badUrl);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new ReportFetchError(FETCH_ERRORS.badUrl);
  const allowed = allowedHosts.map((h) => h.toLowerCase());
  if (!allowed.includes(parsed.host.toLowerCase()) && !allowed.includes(parsed.hostname.toLowerCase())) {
    throw new ReportFetchError(FETCH_ERRORS.notAllowed(parsed.hostname));
  }
  return parsed;
}

async function readCapped(res: Response, maxBytes: number): Promise<string> {
  const declared = Number(res.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await res.body?.cancel().catch(() => {});
    throw new ReportFetchError(FETCH_ERRORS.tooLarge);
  }
  if (!res.body) return '';
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      throw new ReportFetchError(FETCH_ERRORS.tooLarge);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function describeNetworkError(error: unknown): string {
  const cause = (error as { cause?: { code?: unknown } } | null)?.cause;
  return typeof cause?.code === 'string' ? cause.code : '';
}

async function attempt(url: string, init: RequestInit, policy: ReportFetchPolicy, deps: HttpDeps): Promise<LimitedResponse> {
  const timeout = AbortSignal.timeout(policy.timeoutMs);
  const signal = deps.signal ? AbortSignal.any([timeout, deps.signal]) : timeout;
  try {
    const res = await (deps.fetch ?? fetch)(url, { ...init, redirect: 'manual', signal });
    if (res.status >= 300 && res.status < 400) {
      await res.body?.cancel().catch(() => {});
      throw new ReportFetchError(FETCH_ERRORS.redirect, false, res.status);
    }
    const text = await readCapped(res, policy.maxBytes);
    if (res.status >= 500) throw new ReportFetchError(FETCH_ERRORS.server(res.status), true, res.status, text);
    return { status: res.status, text, headers: res.headers };
  } catch (error) {
    if (error instanceof ReportFetchError) throw error;
    if (timeout.aborted) throw new ReportFetchError(FETCH_ERRORS.timeout);
    if (deps.signal?.aborted) throw new ReportFetchError('Busca interrompida (servidor encerrando)', true);
    throw new ReportFetchError(FETCH_ERRORS.network(describeNetworkError(error)), true);
  }
}

/**
 * One HTTP call under the policy: allowed hosts only, no redirects, a timeout, a size cap read
 * from the stream, and a few retries with doubling backoff on 5xx and network errors.
 */
export async function fetchLimited(
  url: string,
  init: RequestInit,
  policy: ReportFetchPolicy,
  deps: HttpDeps = {},
): Promise<LimitedResponse> {
  assertAllowedUrl(url, policy.allowedHosts);
  const sleep = deps.sleep ?? defaultSleep;
  for (let i = 0; ; i++) {
    try {
      return await attempt(url, init, policy, deps);
    } catch (error) {
      const retryable = error instanceof ReportFetchError && error.retryable && !deps.signal?.aborted;
      if (!retryable || i >= policy.retries) throw error;
      await sleep(policy.backoffMs * 2 ** i);
    }
  }
}
