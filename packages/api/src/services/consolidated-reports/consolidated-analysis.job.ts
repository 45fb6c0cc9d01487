/**
 * The consolidated analysis as a durable job: account by account over the active ad accounts, each
 * account's report fetched through the report sources (a report request per account, run inline).
 * Each account's report request is created in the same transaction that records it in the job's
 * progress, so a restarted attempt reuses it (fetched once) and a job that fails for good fails
 * the ones still pending: no request is left 'pending' by a crash (#20).
 *
 * It shares the server with people: the leads are counted per distinct origin, a week of the
 * period at a time, and the work yields to other requests between slices and accounts, so the
 * embedded database's single connection and the event loop are never held for long (#20).
 */
import {
  type Database,
  type Kysely,
  findAllAdAccounts,
  countLeadOriginsBetween,
  findAllReportKeywords,
  findConsolidatedAnalysisById,
  findReportRequestById,
  finishReportRequest,
  insertReportRequest,
  updateConsolidatedAnalysis,
} from '@clinic/db';
import {
  type AccountAnalysis,
  type OverallTotals,
  addDays,
  keywordsInText,
  leadMatchedKeywords,
  parseReportResponse,
} from '@clinic/domain';

import { PermanentJobError } from '../../infra/jobs/job-retry';
import type { JobHandler } from '../../infra/jobs/job-registry';
import type { HttpDeps } from '../report-requests/report-fetch';
import { type ReportSourceConfig, reportSourceConfigFromEnv } from '../report-requests/report-sources.config';
import { runReportRequest } from '../report-requests/run-report-request';

export interface ConsolidatedAnalysisPayload {
  analysisId: string;
}

/** What the job keeps in its row between attempts. */
interface AnalysisProgress {
  /** The accounts to go through, fixed at the first attempt (a later new account waits for the next analysis). */
  accountIds: number[];
  /** The report request made for each account so far (account id → request id). */
  requests: Record<number, number>;
}

/** Progress as an attempt before #20 stored it (results and the request in progress). */
interface LegacyProgress {
  accountIds: number[];
  done?: { adAccountId: number; reportRequestId: number | null }[];
  current?: { adAccountId: number; requestId: number };
}

function readProgress(saved: unknown): AnalysisProgress | undefined {
  if (!saved) return undefined;
  const progress = saved as Partial<AnalysisProgress> & LegacyProgress;
  if (progress.requests) return { accountIds: progress.accountIds, requests: progress.requests };
  const requests: Record<number, number> = {};
  for (const d of progress.done ?? []) if (d.reportRequestId !== null) requests[d.adAccountId] = d.reportRequestId;
  if (progress.current) requests[progress.current.adAccountId] = progress.current.requestId;
  return { accountIds: progress.accountIds, requests };
}

/** Days of leads counted per query: short statements, other requests in between. */
const LEAD_SLICE_DAYS = 7;
/** Origins matched against the dictionary between two yields to other requests. */
const ORIGINS_PER_TURN = 2_000;
/** The partial results shown on the analysis row are written at most this often (and at the end). */
const CHECKPOINT_MS = 1_000;

/** Lets requests waiting for the event loop (and the embedded database) go first. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Leads per dictionary keyword over the period. Only origins that carry 'FB' count (spec §2); each
 * keyword's count does not depend on the others', so one pass serves every account's keywords.
 */
async function countKeywordLeads(
  db: Kysely<Database>,
  period: { startDate: string; endDate: string },
  dictionary: readonly string[],
  signal: AbortSignal,
): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (let from = period.startDate; from <= period.endDate; from = addDays(from, LEAD_SLICE_DAYS)) {
    const last = addDays(from, LEAD_SLICE_DAYS - 1);
    const origins = await countLeadOriginsBetween(db, from, last < period.endDate ? last : period.endDate);
    for (let i = 0; i < origins.length; i++) {
      const { origin, count } = origins[i]!;
      for (const keyword of leadMatchedKeywords(origin, dictionary)) counts.set(keyword, (counts.get(keyword) ?? 0) + count);
      if (i % ORIGINS_PER_TURN === ORIGINS_PER_TURN - 1) await nextTurn();
    }
    if (signal.aborted) throw signal.reason;
    await nextTurn();
  }
  return counts;
}

/** Every keyword asked for, 0 when no lead carries it. */
const pickCounts = (counts: Map<string, number>, keywords: readonly string[]): Record<string, number> =>
  Object.fromEntries(keywords.map((k) => [k, counts.get(k) ?? 0]));

/** Fetches one report request (pending → completed or failed); reports-A's runReportRequest in the app. */
export type RunReport = (db: Kysely<Database>, requestId: number, signal: AbortSignal) => Promise<unknown>;

export const ANALYSIS_ERRORS = {
  stillPending: 'O relatório desta conta aguarda o envio por uma ferramenta externa',
  unreadable: 'A resposta do relatório desta conta não pôde ser lida',
  failedForGood: 'A análise consolidada falhou repetidamente. Tente gerar novamente.',
} as const;

function emptyAccount(account: { id: number; name: string; accountNumber: string }, requestId: number | null, errorMessage: string | null): AccountAnalysis {
  return {
    adAccountId: account.id,
    accountName: account.name,
    accountId: account.accountNumber,
    totalSpend: 0,
    totalLeads: 0,
    costPerLead: null,
    impressions: 0,
    clicks: 0,
    campaignCount: 0,
    keywordCounts: {},
    reportRequestId: requestId,
    errorMessage,
  };
}

const round2 = (n: number) => Math.round(n * 100) / 100;

export function consolidatedAnalysisJobHandler(runReport: RunReport): JobHandler<ConsolidatedAnalysisPayload> {
  return {
    async run({ db, payload, job, signal, setProgress }) {
      const analysis = await findConsolidatedAnalysisById(db, payload.analysisId);
      if (!analysis) throw new PermanentJobError('Análise consolidada não encontrada');
      if (analysis.status !== 'processing') return { skipped: true };

      const saved = readProgress(job.progress);
      const accounts = (await findAllAdAccounts(db)).filter((a) => (saved ? saved.accountIds.includes(a.id) : a.isActive));
      const progress: AnalysisProgress = saved ?? { accountIds: accounts.map((a) => a.id), requests: {} };
      if (!saved) await setProgress(progress);
      await updateConsolidatedAnalysis(db, analysis.id, { progressTotal: progress.accountIds.length, progressDone: 0 });

      const dictionary = (await findAllReportKeywords(db)).map((k) => k.keyword);
      const keywordLeads = await countKeywordLeads(db, analysis, dictionary, signal);
      const foundKeywords = new Set<string>();
      const done: AccountAnalysis[] = [];
      let checkpointAt = Date.now();

      for (const account of accounts) {
        if (signal.aborted) throw signal.reason;
        let requestId = progress.requests[account.id];
        if (requestId === undefined) {
          // The request and the note of it commit together: a crash in between leaves neither.
          requestId = await db.transaction().execute(async (tx) => {
            const request = await insertReportRequest(tx, {
              adAccountId: account.id,
              dateRange: analysis.dateRange,
              startDate: analysis.startDate,
              endDate: analysis.endDate,
              requestedBy: analysis.requestedBy,
            });
            await setProgress({ ...progress, requests: { ...progress.requests, [account.id]: request.id } }, tx);
            return request.id;
          });
          progress.requests[account.id] = requestId;
        }
        // A request already completed or failed (an earlier attempt) is not fetched again.
        await runReport(db, requestId, signal);
        if (signal.aborted) throw signal.reason;

        const request = await findReportRequestById(db, requestId);
        let result: AccountAnalysis;
        if (request?.status === 'completed') {
          const parsed = parseReportResponse(request.webhookResponse ?? '');
          if (!parsed.recognized) {
            result = emptyAccount(account, requestId, ANALYSIS_ERRORS.unreadable);
          } else {
            const keywords = [...new Set(parsed.campaigns.flatMap((c) => keywordsInText(c.campaignName, dictionary)))];
            for (const k of keywords) foundKeywords.add(k);
            const { spend, leads, impressions, clicks } = parsed.totals;
            result = {
              ...emptyAccount(account, requestId, null),
              totalSpend: round2(spend),
              totalLeads: Math.round(leads),
              costPerLead: leads > 0 ? round2(spend / leads) : null,
              impressions,
              clicks,
              campaignCount: parsed.campaigns.length,
              keywordCounts: pickCounts(keywordLeads, keywords),
            };
          }
        } else if (request?.status === 'failed') {
          result = emptyAccount(account, requestId, request.errorMessage ?? ANALYSIS_ERRORS.unreadable);
        } else {
          result = emptyAccount(account, requestId, ANALYSIS_ERRORS.stillPending);
        }
        done.push(result);
        const checkpoint = Date.now() - checkpointAt >= CHECKPOINT_MS;
        await updateConsolidatedAnalysis(db, analysis.id, {
          progressDone: done.length,
          ...(checkpoint ? { accountAnalyses: done } : {}),
        });
        if (checkpoint) checkpointAt = Date.now();
        await nextTurn();
      }
      const totalSpend = round2(done.reduce((sum, a) => sum + a.totalSpend, 0));
      const totalLeads = done.reduce((sum, a) => sum + a.totalLeads, 0);
      const overallTotals: OverallTotals = { totalSpend, totalLeads, costPerLead: totalLeads > 0 ? round2(totalSpend / totalLeads) : 0 };
      // Leads are not tied to an account: each keyword counts the period's leads once, whatever account named it.
      const globalKeywordCounts = pickCounts(keywordLeads, dictionary.filter((k) => foundKeywords.has(k)));
      await updateConsolidatedAnalysis(db, analysis.id, {
        status: 'completed',
        progressDone: done.length,
        accountAnalyses: done,
        overallTotals,
        globalKeywordCounts,
        completed: true,
      });
      return { overallTotals };
    },
    async onFinalFailure(db, job, message) {
      const { analysisId } = job.payload as ConsolidatedAnalysisPayload;
      // What it started, it ends: its requests still pending fail with it.
      for (const requestId of Object.values(readProgress(job.progress)?.requests ?? {})) {
        await finishReportRequest(db, requestId, { status: 'failed', errorMessage: ANALYSIS_ERRORS.failedForGood, completedAt: new Date() });
      }
      await updateConsolidatedAnalysis(db, analysisId, {
        status: 'failed',
        errorMessage: `${ANALYSIS_ERRORS.failedForGood} (${message})`,
        completed: true,
      });
    },
  };
}

/** The app's RunReport: the configured report source (environment unless given), fetched inline. */
export function runReportFromSources(config?: ReportSourceConfig, http: Pick<HttpDeps, 'fetch' | 'sleep'> = {}): RunReport {
  let resolved = config;
  return (db, requestId, signal) => {
    resolved ??= reportSourceConfigFromEnv();
    return runReportRequest({ db, config: resolved, signal, ...http }, requestId);
  };
}
