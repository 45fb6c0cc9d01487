import { insertAdAccount, insertReportRequest } from '@clinic/db';
import { useTestDatabase } from '@clinic/db/test-hooks';
import type { Role } from '@clinic/domain';
import { describe, expect, it } from 'vitest';

import { callerFor, seedUser } from '../../testing';

const tdb = useTestDatabase();

const rows = (spend: number, leads: number, names: string[]) =>
  JSON.stringify(
    names.map((name, i) => ({
      campaign_id: `c${i}`,
      campaign_name: name,
      date_start: '2026-11-01',
      date_stop: '2026-11-07',
      spend: String(spend / names.length),
      impressions: '10000',
      clicks: '250',
      reach: '8000',
      actions: [{ action_type: 'lead', value: String(leads / names.length) }],
    })),
  );

async function seed() {
  const account = await insertAdAccount(tdb.db, { accountNumber: '123', name: 'Conta Principal' });
  await tdb.db
    .insertInto('reportKeywords')
    .values([
      { keyword: 'ENDOMETRIOSE', normalized: 'ENDOMETRIOSE', createdBy: null },
      { keyword: 'DIÁSTASE', normalized: 'DIASTASE', createdBy: null },
      { keyword: 'PROLAPSO', normalized: 'PROLAPSO', createdBy: null },
    ])
    .execute();
  const request = (values: Partial<Parameters<typeof insertReportRequest>[1]>) =>
    insertReportRequest(tdb.db, { adAccountId: account.id, dateRange: 'last_7_days', startDate: '2026-11-01', endDate: '2026-11-07', ...values });
  const lead = (name: string, origin: string, date: string, status = 'PENDENTE') => ({ name, whatsapp: '(11) 98765-4321', origin, date, status });
  await tdb.db
    .insertInto('leads')
    .values([
      lead('Ana', 'FB ENDOMETRIOSE', '2026-11-02', 'CONVERTIDO'),
      lead('Bia', 'fb endometriose', '2026-11-03'),
      lead('Cris', 'FB Diástase', '2026-11-04'),
      lead('Duda', 'Google endometriose', '2026-11-04'),
      lead('Eva', 'FB PROLAPSO', '2026-11-05'), // not in these campaigns
      lead('Fê', 'FB ENDOMETRIOSE', '2026-11-09'), // after the period
      // History: 4 FB leads in October for R$ 400 of spend → R$ 100 per lead.
      lead('H1', 'FB ENDOMETRIOSE', '2026-10-10'),
      lead('H2', 'FB DIASTASE', '2026-10-11'),
      lead('H3', 'FB', '2026-10-12'),
      lead('H4', 'FB ENDOMETRIOSE', '2026-10-13'),
    ])
    .execute();
  return { account, request };
}

describe('campaign analysis', () => {
  it('finds keywords in the campaign names and the leads with keyword AND FB, with cost, efficiency and conversion', async () => {
    const { request } = await seed();
    await request({
      dateRange: 'custom',
      startDate: '2026-10-01',
      endDate: '2026-10-31',
      status: 'completed',
      webhookResponse: rows(400, 10, ['Outubro']),
    });
    const report = await request({
      status: 'completed',
      webhookResponse: rows(150, 5, ['[FB] Endometriose | Formulário', 'FB DIASTASE - vídeo']),
    });
    const api = callerFor(tdb.db, await seedUser(tdb.db, { role: 'financeiro' }));
    const analysis = await api.campaignAnalysis.get({ id: report.id });
    expect(analysis).toMatchObject({
      reportRequestId: report.id,
      period: { dateRange: 'last_7_days', startDate: '2026-11-01', endDate: '2026-11-07', displayPeriod: 'Últimos 7 dias (01/11/2026 a 07/11/2026)' },
      adAccount: { name: 'Conta Principal', accountNumber: '123' },
      campaign: { id: null, name: '2 campanhas', spend: 150, impressions: 20000, clicks: 500, reach: 16000, ctr: 2.5, platformLeads: 5 },
      keywords: ['ENDOMETRIOSE', 'DIÁSTASE'],
      leads: {
        total: 3,
        converted: 1,
        byOrigin: { 'FB ENDOMETRIOSE': 1, 'fb endometriose': 1, 'FB Diástase': 1 },
      },
      metrics: { costPerLead: 50, efficiency: 'Alta', baselineCostPerLead: 100 },
    });
    expect(analysis.metrics.leadConversionRate).toBeCloseTo(33.333, 2);
    expect(analysis.leads.list.map((l) => [l.name, l.phone, l.matchedKeywords])).toEqual([
      ['Ana', '(11) 98765-4321', ['ENDOMETRIOSE']],
      ['Bia', '(11) 98765-4321', ['ENDOMETRIOSE']],
      ['Cris', '(11) 98765-4321', ['DIÁSTASE']],
    ]);
  });

  it('one campaign is named; no matching lead means no cost per lead and Baixa; no history uses the fallback', async () => {
    const { request } = await seed();
    const report = await request({ status: 'completed', webhookResponse: rows(90, 3, ['Campanha Prolapso FB']) });
    const api = callerFor(tdb.db, await seedUser(tdb.db, { role: 'lider' }));
    const analysis = await api.campaignAnalysis.get({ id: report.id });
    expect(analysis.campaign).toMatchObject({ id: 'c0', name: 'Campanha Prolapso FB' });
    expect(analysis.keywords).toEqual(['PROLAPSO']);
    expect(analysis.leads.total).toBe(1);
    expect(analysis.metrics).toEqual({ costPerLead: 90, efficiency: 'Baixa', leadConversionRate: 0, baselineCostPerLead: null });

    const none = await request({ status: 'completed', webhookResponse: rows(50, 0, ['Institucional']) });
    expect((await api.campaignAnalysis.get({ id: none.id })).metrics).toMatchObject({ costPerLead: null, efficiency: 'Baixa' });
  });

  it('answers 404 for a missing request and 409 while it is not completed (or has no data)', async () => {
    const { request } = await seed();
    const api = callerFor(tdb.db, await seedUser(tdb.db, { role: 'admin' }));
    await expect(api.campaignAnalysis.get({ id: 999 })).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Relatório não encontrado' });
    const pending = await request({});
    await expect(api.campaignAnalysis.get({ id: pending.id })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'O relatório ainda não foi concluído: a análise fica disponível quando os dados chegarem.',
    });
    const failed = await request({ status: 'failed', errorMessage: 'Token inválido' });
    await expect(api.campaignAnalysis.get({ id: failed.id })).rejects.toMatchObject({ code: 'CONFLICT' });
    const junk = await request({ status: 'completed', webhookResponse: '"erro"' });
    await expect(api.campaignAnalysis.get({ id: junk.id })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'Este relatório não tem dados de campanha para analisar.',
    });
  });

  it('is for admin, manager, financeiro and lider only', async () => {
    const { request } = await seed();
    const report = await request({ status: 'completed', webhookResponse: rows(10, 1, ['FB ENDOMETRIOSE']) });
    for (const role of ['admin', 'manager', 'financeiro', 'lider'] as Role[]) {
      expect((await callerFor(tdb.db, await seedUser(tdb.db, { role })).campaignAnalysis.get({ id: report.id })).keywords).toEqual(['ENDOMETRIOSE']);
    }
    for (const role of ['physiotherapist', 'recepcionista'] as Role[]) {
      await expect(callerFor(tdb.db, await seedUser(tdb.db, { role })).campaignAnalysis.get({ id: report.id })).rejects.toMatchObject({
        code: 'FORBIDDEN',
      });
    }
  });
});
