import { type Database, type Kysely, claimNextJob, findJobById, insertAdAccount, updateJobProgress } from '@clinic/db';
import { useTestDatabase } from '@clinic/db/test-hooks';
import type { Role } from '@clinic/domain';
import { describe, expect, it } from 'vitest';

import { consolidatedAnalysisJobHandler } from '../../services/consolidated-reports/consolidated-analysis.job';
import { CONSOLIDATED_ANALYSIS_JOB } from '../../services/consolidated-reports/consolidated-analysis.service';
import { callerFor, expectIssue, seedUser } from '../../testing';
import { type RunReport, analysisNow as now, analysisWorker, demoReports as demo, failAnalysisForGood, sleep } from '../../testing/consolidated-analysis';

const tdb = useTestDatabase();
const workerWith = (runReport: RunReport, leaseMs?: number) => analysisWorker(tdb.db, runReport, leaseMs);

async function seedClinic(db: Kysely<Database>) {
  const admin = await seedUser(db, { role: 'admin' });
  const main = await insertAdAccount(db, { accountNumber: '1029384756102938', name: 'Clínica Pélvica - Principal' });
  const second = await insertAdAccount(db, { accountNumber: '2038475610293847', name: 'Clínica Pélvica - Gestantes' });
  await insertAdAccount(db, { accountNumber: '999', name: 'Conta antiga', isActive: false });
  await db
    .insertInto('reportKeywords')
    .values([
      { keyword: 'ENDOMETRIOSE', normalized: 'ENDOMETRIOSE', createdBy: null },
      { keyword: 'PÓS-PARTO', normalized: 'POS PARTO', createdBy: null },
      { keyword: 'PROLAPSO', normalized: 'PROLAPSO', createdBy: null },
    ])
    .execute();
  const lead = (name: string, origin: string, date: string) => ({ name, whatsapp: '(11) 98765-4321', origin, date });
  await db
    .insertInto('leads')
    .values([
      lead('Ana', 'FB ENDOMETRIOSE', '2026-11-14'),
      lead('Bia', 'fb endometriose', '2026-11-19'),
      lead('Cris', 'Instagram endometriose', '2026-11-15'),
      lead('Dani', 'FB pós parto', '2026-11-16'),
      lead('Eva', 'FB ENDOMETRIOSE', '2026-11-20'), // after the period
    ])
    .execute();
  return { admin, main, second };
}

describe('consolidated analysis', () => {
  it('answers an id at once, then the job goes account by account over the active accounts and completes', async () => {
    const { admin, main, second } = await seedClinic(tdb.db);
    const api = callerFor(tdb.db, admin, { now });
    const { id } = await api.consolidatedReports.startAnalysis({ dateRange: 'last_7_days' });
    expect(await api.consolidatedReports.getAnalysis({ id })).toMatchObject({
      id,
      status: 'processing',
      dateRange: 'last_7_days',
      startDate: '2026-11-13',
      endDate: '2026-11-19',
      displayPeriod: 'Últimos 7 dias (13/11/2026 a 19/11/2026)',
      progress: { done: 0, total: 0 },
      overallTotals: null,
      accountAnalyses: [],
    });

    // Watch the progress between the two accounts.
    const seen: { done: number; total: number }[] = [];
    const watching: RunReport = async (db, requestId, signal) => {
      seen.push((await api.consolidatedReports.getAnalysis({ id })).progress);
      return demo(db, requestId, signal);
    };
    expect(await workerWith(watching).runOnce()).toBe(true);
    expect(seen).toEqual([
      { done: 0, total: 2 },
      { done: 1, total: 2 },
    ]);

    const result = await api.consolidatedReports.getAnalysis({ id });
    expect(result.status).toBe('completed');
    expect(result.progress).toEqual({ done: 2, total: 2 });
    expect(result.accountAnalyses.map((a) => [a.accountName, a.accountId, a.adAccountId, a.errorMessage])).toEqual([
      ['Clínica Pélvica - Gestantes', '2038475610293847', second.id, null],
      ['Clínica Pélvica - Principal', '1029384756102938', main.id, null],
    ]);
    const spend = result.accountAnalyses.reduce((s, a) => s + a.totalSpend, 0);
    const leads = result.accountAnalyses.reduce((s, a) => s + a.totalLeads, 0);
    expect(spend).toBeGreaterThan(0);
    expect(result.overallTotals).toEqual({
      totalSpend: Math.round(spend * 100) / 100,
      totalLeads: leads,
      costPerLead: Math.round((spend / leads) * 100) / 100,
    });
    // Keywords from the campaign names; leads of the period with the keyword AND 'FB', each counted once.
    expect(result.globalKeywordCounts).toEqual({ ENDOMETRIOSE: 2, 'PÓS-PARTO': 1 });
    expect(result.accountAnalyses[0]?.keywordCounts).toEqual({ 'PÓS-PARTO': 1 });
    expect(result.completedAt).not.toBeNull();

    // One report request per account, kept (their detail pages show the raw answers).
    const requests = await tdb.db.selectFrom('reportRequests').select(['adAccountId', 'status', 'startDate', 'endDate']).orderBy('id').execute();
    expect(requests).toEqual([
      { adAccountId: second.id, status: 'completed', startDate: '2026-11-13', endDate: '2026-11-19' },
      { adAccountId: main.id, status: 'completed', startDate: '2026-11-13', endDate: '2026-11-19' },
    ]);
    const log = await tdb.db.selectFrom('systemLogs').select(['action', 'entity', 'description']).execute();
    expect(log).toEqual([
      { action: 'create', entity: 'report', description: `Análise consolidada iniciada: Últimos 7 dias (13/11/2026 a 19/11/2026) [id ${id}]` },
    ]);
  });

  it('keeps going when one account fails, and completes with nothing when no account is active', async () => {
    const { admin } = await seedClinic(tdb.db);
    const api = callerFor(tdb.db, admin, { now });
    const { id } = await api.consolidatedReports.startAnalysis({ dateRange: 'last_30d' });
    const failing: RunReport = async (db, requestId, signal) => {
      const request = await db.selectFrom('reportRequests').select('adAccountId').where('id', '=', requestId).executeTakeFirstOrThrow();
      const account = await db.selectFrom('adAccounts').select('name').where('id', '=', request.adAccountId).executeTakeFirstOrThrow();
      if (account.name.endsWith('Gestantes')) {
        await db
          .updateTable('reportRequests')
          .set({ status: 'failed', errorMessage: 'A API do Meta recusou o token de acesso', completedAt: new Date() })
          .where('id', '=', requestId)
          .execute();
        return 'failed';
      }
      return demo(db, requestId, signal);
    };
    await workerWith(failing).runOnce();
    const result = await api.consolidatedReports.getAnalysis({ id });
    expect(result.status).toBe('completed');
    expect(result.dateRange).toBe('last_30_days');
    expect(result.accountAnalyses[0]).toMatchObject({ totalSpend: 0, totalLeads: 0, errorMessage: 'A API do Meta recusou o token de acesso' });
    expect(result.accountAnalyses[1]?.totalSpend).toBeGreaterThan(0);
    expect(result.overallTotals?.totalSpend).toBe(result.accountAnalyses[1]?.totalSpend);

    await tdb.db.updateTable('adAccounts').set({ isActive: false }).execute();
    const empty = await api.consolidatedReports.startAnalysis({ dateRange: 'today' });
    await workerWith(demo).runOnce();
    expect(await api.consolidatedReports.getAnalysis(empty)).toMatchObject({
      status: 'completed',
      progress: { done: 0, total: 0 },
      overallTotals: { totalSpend: 0, totalLeads: 0, costPerLead: 0 },
      accountAnalyses: [],
      globalKeywordCounts: {},
    });
  });

  it('a server killed mid-analysis: after its lease expires a new worker finishes it, without refetching the done account', async () => {
    const { admin } = await seedClinic(tdb.db);
    const api = callerFor(tdb.db, admin, { now });
    const { id } = await api.consolidatedReports.startAnalysis({ dateRange: 'custom', startDate: '2026-11-01', endDate: '2026-11-19' });

    // The first server claims the job and dies while fetching the second account.
    const claimed = (await claimNextJob(tdb.db, 'server-1', [CONSOLIDATED_ANALYSIS_JOB], 300))!;
    let calls = 0;
    const dying: RunReport = async (db, requestId, signal) => {
      calls += 1;
      if (calls === 2) throw new Error('processo encerrado');
      return demo(db, requestId, signal);
    };
    const handler = consolidatedAnalysisJobHandler(dying);
    await expect(
      handler.run({
        db: tdb.db,
        job: claimed,
        payload: claimed.payload as { analysisId: string },
        signal: new AbortController().signal,
        setProgress: async (progress, executor = tdb.db) => {
          await updateJobProgress(executor, claimed.id, 'server-1', progress);
        },
      }),
    ).rejects.toThrow('processo encerrado');
    expect(await api.consolidatedReports.getAnalysis({ id })).toMatchObject({ status: 'processing', progress: { done: 1, total: 2 } });

    // "Restart": a new worker on another server; nothing to claim until the dead lease expires.
    const restarted = workerWith(demo);
    expect(await restarted.runOnce()).toBe(false);
    await sleep(400);
    expect(await restarted.runOnce()).toBe(true);
    const result = await api.consolidatedReports.getAnalysis({ id });
    expect(result).toMatchObject({ status: 'completed', progress: { done: 2, total: 2 }, displayPeriod: 'Personalizado (01/11/2026 a 19/11/2026)' });
    expect(result.accountAnalyses).toHaveLength(2);
    // The request of the interrupted account was reused: one request per account in all.
    expect(await tdb.db.selectFrom('reportRequests').select('id').execute()).toHaveLength(2);
    expect(await findJobById(tdb.db, claimed.id)).toMatchObject({ status: 'completed', attempts: 2 });
  });

  it('marks the analysis failed when its job fails for good', async () => {
    const { admin } = await seedClinic(tdb.db);
    const api = callerFor(tdb.db, admin, { now });
    const { id } = await api.consolidatedReports.startAnalysis({ dateRange: 'yesterday' });
    await failAnalysisForGood(tdb.db);
    expect(await api.consolidatedReports.getAnalysis({ id })).toMatchObject({
      status: 'failed',
      errorMessage: 'A análise consolidada falhou repetidamente. Tente gerar novamente. (banco indisponível)',
    });
  });

  it('needs both dates for custom (400), refuses unknown periods and answers 404 for an unknown analysis', async () => {
    const api = callerFor(tdb.db, await seedUser(tdb.db, { role: 'manager' }), { now });
    await expect(api.consolidatedReports.startAnalysis({ dateRange: 'custom' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      cause: { issues: [{ path: ['startDate'], message: 'Informe a data inicial e a data final do período personalizado' }, { path: ['endDate'] }] },
    });
    await expectIssue(
      api.consolidatedReports.startAnalysis({ dateRange: 'custom', startDate: '2026-11-01' }),
      'Informe a data inicial e a data final do período personalizado',
    );
    await expectIssue(
      api.consolidatedReports.startAnalysis({ dateRange: 'custom', startDate: '2026-11-10', endDate: '2026-11-01' }),
      'A data inicial deve ser anterior ou igual à data final',
    );
    await expectIssue(api.consolidatedReports.startAnalysis({ dateRange: 'last_week' as never }), 'Período inválido');
    await expect(api.consolidatedReports.getAnalysis({ id: 'nao-existe' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Análise não encontrada',
    });
    expect(await tdb.db.selectFrom('jobs').select('id').execute()).toEqual([]);
  });

  it('is for admin, manager, financeiro and lider; physiotherapist and recepcionista get 403', async () => {
    let last = '';
    for (const role of ['admin', 'manager', 'financeiro', 'lider'] as Role[]) {
      const api = callerFor(tdb.db, await seedUser(tdb.db, { role }), { now });
      last = (await api.consolidatedReports.startAnalysis({ dateRange: 'last_90_days' })).id;
      expect((await api.consolidatedReports.getAnalysis({ id: last })).status).toBe('processing');
    }
    for (const role of ['physiotherapist', 'recepcionista'] as Role[]) {
      const api = callerFor(tdb.db, await seedUser(tdb.db, { role }), { now });
      await expect(api.consolidatedReports.startAnalysis({ dateRange: 'today' })).rejects.toMatchObject({ code: 'FORBIDDEN' });
      await expect(api.consolidatedReports.getAnalysis({ id: last })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    }
  });
});
