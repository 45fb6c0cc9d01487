/**
 * The consolidated analysis as a durable job: account by account over the active ad accounts, each
 * account's report fetched through the report sources (a report request per account, run inline),
 * progress stored after each account. A restarted job skips the accounts already done.
 */
import {
  type Database,
  type Kysely,
  findAllAdAccounts,
  findAllReportKeywords,
  findConsolidatedAnalysisById,
  findLeadsDatedBetween,
  findReportRequestById,
  insertReportRequest,
  updateConsolidatedAnalysis,
} from '@clinic/db';
import {
  type AccountAnalysis,
  type OverallTotals,
  countLeadsByKeyword,
  keywordsInText,
  parseReportResponse,
} from '@clinic/domain';

import { PermanentJobError } from '../jobs/job-retry';
import type { JobHandler } from '../jobs/job-registry';
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
  done: AccountAnalysis[];
  /** The report request made for the account in progress, reused after a restart. */
  current?: { adAccountId: number; requestId: number };
}

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

      const saved = job.progress as AnalysisProgress | null;
      const accounts = (await findAllAdAccounts(db)).filter((a) => (saved ? saved.accountIds.includes(a.id) : a.isActive));
      const progress: AnalysisProgress = saved ?? { accountIds: accounts.map((a) => a.id), done: [] };
      if (!saved) await setProgress(progress);
      await updateConsolidatedAnalysis(db, analysis.id, {
        progressTotal: progress.accountIds.length,
        progressDone: progress.done.length,
      });

      const dictionary = (await findAllReportKeywords(db)).map((k) => k.keyword);
      const origins = (await findLeadsDatedBetween(db, analysis.startDate, analysis.endDate)).map((l) => l.origin);
      const foundKeywords = new Set<string>(progress.done.flatMap((a) => Object.keys(a.keywordCounts)));

      for (const account of accounts) {
        if (progress.done.some((d) => d.adAccountId === account.id)) continue;
        if (signal.aborted) throw signal.reason;
        let requestId = progress.current?.adAccountId === account.id ? progress.current.requestId : undefined;
        if (requestId === undefined) {
          const request = await insertReportRequest(db, {
            adAccountId: account.id,
            dateRange: analysis.dateRange,
            startDate: analysis.startDate,
            endDate: analysis.endDate,
            requestedBy: analysis.requestedBy,
          });
          requestId = request.id;
          progress.current = { adAccountId: account.id, requestId };
          await setProgress(progress);
        }
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
              keywordCounts: countLeadsByKeyword(origins, keywords),
            };
          }
        } else if (request?.status === 'failed') {
          result = emptyAccount(account, requestId, request.errorMessage ?? ANALYSIS_ERRORS.unreadable);
        } else {
          result = emptyAccount(account, requestId, ANALYSIS_ERRORS.stillPending);
        }
        progress.done.push(result);
        delete progress.current;
        await setProgress(progress);
        await updateConsolidatedAnalysis(db, analysis.id, {
          progressDone: progress.done.length,
          accountAnalyses: progress.done,
        });
      }

      const totalSpend = round2(progress.done.reduce((sum, a) => sum + a.totalSpend, 0));
      const totalLeads = progress.done.reduce((sum, a) => sum + a.totalLeads, 0);
      const overallTotals: OverallTotals = { totalSpend, totalLeads, costPerLead: totalLeads > 0 ? round2(totalSpend / totalLeads) : 0 };
      // Leads are not tied to an account: each keyword counts the period's leads once, whatever account named it.
      const globalKeywordCounts = countLeadsByKeyword(origins, dictionary.filter((k) => foundKeywords.has(k)));
      await updateConsolidatedAnalysis(db, analysis.id, {
        status: 'completed',
        progressDone: progress.done.length,
        accountAnalyses: progress.done,
        overallTotals,
        globalKeywordCounts,
        completed: true,
      });
      return { overallTotals };
    },
    async onFinalFailure(db, job, message) {
      const { analysisId } = job.payload as ConsolidatedAnalysisPayload;
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
