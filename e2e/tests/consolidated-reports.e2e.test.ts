import {
  CONSOLIDATED_ANALYSIS_JOB,
  JobRegistry,
  type JobWorker,
  type RunReport,
  consolidatedAnalysisJobHandler,
  createJobWorker,
  runReportFromSources,
} from '@clinic/api';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DESKTOP, PHONE, expectNoSeriousA11yViolations, hasChromium, openPage, screenshot } from '../support/browser';
import { openScreen, openSignedIn, signIn } from '../support/flows';
import { useAppAndBrowser } from '../support/suite';

/** Intl puts a no-break space after "R$". */
const plain = (text: string) => text.replace(/\s/g, ' ');

async function toast(page: Page, title: string, message?: string) {
  const shown = page.locator('.mantine-Notification-root').filter({ hasText: title }).last();
  await shown.waitFor();
  if (message) await shown.getByText(message, { exact: true }).waitFor();
}

async function dismissToasts(page: Page) {
  const close = page.getByRole('button', { name: 'Fechar notificação' });
  // A toast may close by itself while we reach for it: try a few times, then wait for none.
  for (let i = 0; i < 5 && (await close.count()) > 0; i += 1) await close.last().click({ timeout: 2000 }).catch(() => undefined);
  await expect.poll(() => page.locator('.mantine-Notification-root').count(), { timeout: 10_000 }).toBe(0);
}

function field(scope: Page | Locator, label: string): Locator {
  return scope.getByLabel(new RegExp(`^${label}( \\*)?$`));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!hasChromium)('Relatórios consolidados in Chromium', () => {
  const env = useAppAndBrowser();
  let worker: JobWorker;

  beforeAll(async () => {
    const { db } = env.app;
    await db
      .insertInto('adAccounts')
      .values([
        { accountNumber: '1029384756102938', name: 'Clínica Pélvica - Principal' },
        { accountNumber: '2038475610293847', name: 'Clínica Pélvica - Gestantes' },
      ])
      .execute();
    // The keyword dictionary comes seeded with the clinic's dysfunctions (ENDOMETRIOSE, PÓS-PARTO…).
    const day = (offset: number) => {
      const d = new Date();
      d.setDate(d.getDate() - offset);
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    };
    const lead = (name: string, origin: string, date: string) => ({ name, whatsapp: '(11) 98765-4321', origin, date });
    await db
      .insertInto('leads')
      .values([
        lead('Ana Lima', 'FB ENDOMETRIOSE', day(2)),
        lead('Bia Reis', 'fb endometriose', day(3)),
        lead('Carla Dias', 'FB PÓS PARTO', day(4)),
        lead('Duda Melo', 'Instagram endometriose', day(2)),
      ])
      .execute();
    // The demo source, slowed down so the screen shows the accounts going one at a time.
    const demo = runReportFromSources({
      source: { kind: 'demo' },
      policy: { timeoutMs: 5000, maxBytes: 1e6, retries: 0, backoffMs: 0, maxPages: 1, allowedHosts: [] },
    });
    const slow: RunReport = async (database, requestId, signal) => {
      await sleep(9000);
      return demo(database, requestId, signal);
    };
    worker = createJobWorker({
      db,
      registry: new JobRegistry().register(CONSOLIDATED_ANALYSIS_JOB, consolidatedAnalysisJobHandler(slow)),
      pollIntervalMs: 200,
    });
    worker.start();
  });
  afterAll(async () => worker?.stop(1000));

  it('runs a consolidated analysis watching it progress, saves it, opens it and deletes it', async () => {
    // What a failed earlier attempt left: its saved report, its analysis and their log rows.
    await env.app.db.deleteFrom('consolidatedReports').execute();
    await env.app.db.deleteFrom('consolidatedAnalyses').execute();
    await env.app.db.deleteFrom('systemLogs').where('entity', '=', 'report').execute();
    const { page, errors } = await openSignedIn(env, DESKTOP);

    await page.goto('/reports');
    await page.getByRole('heading', { name: 'Relatórios', level: 1 }).waitFor();
    await page.getByRole('tab', { name: 'Relatórios Consolidados' }).waitFor();
    await page.getByText('Nenhum relatório consolidado salvo').waitFor();
    await expect(page.getByRole('link', { name: 'Contas de Anúncio' }).getAttribute('href')).resolves.toBe('/reports/accounts');
    await expectNoSeriousA11yViolations(page, '/reports empty');
    await page.getByRole('link', { name: 'Ir para Análise Consolidada' }).click();

    await page.waitForURL('**/consolidated-analysis');
    await page.getByRole('heading', { name: 'Análise Consolidada', level: 1 }).waitFor();
    await expect(page.getByTestId('selected-period').innerText()).resolves.toMatch(/^Período selecionado: Últimos 7 dias \(\d\d\/\d\d\/\d{4} a \d\d\/\d\d\/\d{4}\)$/);
    const generate = page.getByRole('button', { name: 'Gerar Análise' });

    // Custom needs both dates before 'Gerar Análise' works.
    await page.getByRole('combobox', { name: 'Período' }).click();
    await page.getByRole('option', { name: 'Personalizado', exact: true }).click();
    await expect(generate.isDisabled()).resolves.toBe(true);
    await field(page, 'Data inicial').fill('01/11/2026');
    await field(page, 'Data inicial').press('Tab');
    await expect(generate.isDisabled()).resolves.toBe(true);
    await page.getByRole('combobox', { name: 'Período' }).click();
    await page.getByRole('option', { name: 'Últimos 7 dias', exact: true }).click();
    await expect(generate.isDisabled()).resolves.toBe(false);

    await generate.click();
    await toast(page, 'Análise iniciada', 'A análise consolidada está sendo processada.');
    const running = page.getByTestId('analysis-running');
    await running.getByText('Processando análise consolidada... (uma conta por vez)').waitFor();
    await running.getByText('Isso pode levar alguns minutos, dependendo do número de contas.').waitFor();
    await expect(generate.isDisabled()).resolves.toBe(true);
    await page.getByTestId('analysis-progress').filter({ hasText: '1 de 2 contas processadas' }).waitFor({ timeout: 20_000 });
    await screenshot(page, 'consolidated-analysis-running-1440');
    {
      const phone = await openPage(env.browser, env.app.baseUrl, PHONE);
      await signIn(phone.page, env.app.admin.email, env.app.password);
      await phone.page.goto(page.url().replace(env.app.baseUrl, ''));
      await phone.page.getByTestId('analysis-running').getByText('1 de 2 contas processadas').waitFor();
      await screenshot(phone.page, 'consolidated-analysis-running-390');
      await expectNoSeriousA11yViolations(phone.page, '/consolidated-analysis running phone');
      await phone.context.close();
    }
    await expectNoSeriousA11yViolations(page, '/consolidated-analysis running');
    await dismissToasts(page);

    const results = page.getByTestId('analysis-results');
    await results.waitFor({ timeout: 30_000 });
    await expect(running.count()).resolves.toBe(0);
    await results.getByRole('heading', { name: 'Gasto por Conta' }).waitFor();
    await results.getByText('Clínica Pélvica - Principal').waitFor();
    await results.getByText('Clínica Pélvica - Gestantes').waitFor();
    await results.getByText('ENDOMETRIOSE + FB').waitFor();
    await results.getByText('PÓS-PARTO + FB').waitFor();
    await results.getByText('Apenas leads cuja origem contém a palavra-chave específica E "FB" são contados.', { exact: false }).waitFor();
    const endometriose = plain(await results.getByRole('listitem').filter({ hasText: 'ENDOMETRIOSE + FB' }).innerText());
    expect(endometriose).toMatch(/2 leads\s+Custo estimado: R\$ [\d.]+,\d\d/);
    await expectNoSeriousA11yViolations(page, '/consolidated-analysis completed');
    await screenshot(page, 'consolidated-analysis-completed-1440');

    // Polling stops once completed: no more GETs of the analysis.
    const polls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('consolidatedReports.getAnalysis')) polls.push(request.url());
    });
    await sleep(4500);
    expect(polls).toEqual([]);

    // Save it.
    await page.getByRole('button', { name: 'Salvar Relatório' }).click();
    const dialog = page.getByRole('dialog', { name: 'Salvar Relatório' });
    const save = dialog.getByRole('button', { name: 'Salvar' });
    await expect(save.isDisabled()).resolves.toBe(true);
    await dialog.getByLabel('Título do Relatório').fill('   ');
    await expect(save.isDisabled()).resolves.toBe(true);
    await dialog.getByLabel('Título do Relatório').fill('Campanhas da semana');
    await save.click();
    await toast(page, 'Relatório salvo', 'O relatório foi salvo com sucesso.');
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Salvar Relatório' }).click();
    await expect(page.getByRole('dialog', { name: 'Salvar Relatório' }).getByLabel('Título do Relatório').inputValue()).resolves.toBe('');
    await page.getByRole('dialog', { name: 'Salvar Relatório' }).getByRole('button', { name: 'Cancelar' }).click();

    // The list, then the saved report.
    await page.goto('/reports');
    const table = page.getByRole('table', { name: 'Relatórios Consolidados' });
    await table.waitFor();
    expect(await table.getByRole('columnheader').allInnerTexts()).toEqual([
      'Título',
      'Período',
      'Gasto Total',
      'Total Leads',
      'Custo/Lead',
      'Criado em',
      'Ações',
    ]);
    const row = table.getByRole('row').filter({ hasText: 'Campanhas da semana' });
    await expect(row.innerText()).resolves.toContain('Últimos 7 dias');
    await dismissToasts(page);
    await expectNoSeriousA11yViolations(page, '/reports with a report');
    await screenshot(page, 'reports-1440');
    await row.getByRole('link', { name: 'Visualizar Campanhas da semana' }).click();
    await page.waitForURL('**/consolidated-report/**');
    await page.getByRole('heading', { name: 'Campanhas da semana', level: 1 }).waitFor();
    await page.getByText(/^Relatório gerado em \d\d\/\d\d\/\d{4} às \d\d:\d\d$/).waitFor();
    await page.getByRole('heading', { name: 'Desempenho por Conta' }).waitFor();
    await page.getByText('ENDOMETRIOSE + FB').waitFor();
    await expectNoSeriousA11yViolations(page, '/consolidated-report');
    await screenshot(page, 'consolidated-report-1440');
    const reportUrl = page.url();

    // Phones: cards, and the same report.
    const phone = await openPage(env.browser, env.app.baseUrl, PHONE);
    await signIn(phone.page, env.app.admin.email, env.app.password);
    await phone.page.goto('/reports');
    const cards = phone.page.getByRole('list', { name: 'Relatórios Consolidados' });
    await cards.getByText('Campanhas da semana').waitFor();
    await expectNoSeriousA11yViolations(phone.page, '/reports phone');
    await screenshot(phone.page, 'reports-390');
    await phone.page.goto(reportUrl);
    await phone.page.getByRole('heading', { name: 'Desempenho por Conta' }).waitFor();
    await expectNoSeriousA11yViolations(phone.page, '/consolidated-report phone');
    await screenshot(phone.page, 'consolidated-report-390');
    const analysisUrl = await env.app.db.selectFrom('consolidatedAnalyses').select('id').executeTakeFirstOrThrow();
    await phone.page.goto(`/consolidated-analysis?id=${analysisUrl.id}`);
    await phone.page.getByTestId('analysis-results').waitFor();
    await expectNoSeriousA11yViolations(phone.page, '/consolidated-analysis phone');
    await screenshot(phone.page, 'consolidated-analysis-completed-390');
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await phone.context.close();

    // Delete it, with confirmation.
    await page.getByRole('button', { name: 'Excluir' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirmar Exclusão' });
    await confirm.getByText('Tem certeza que deseja excluir o relatório "Campanhas da semana"? Esta ação não pode ser desfeita.').waitFor();
    await confirm.getByRole('button', { name: 'Excluir' }).click();
    await toast(page, 'Relatório excluído com sucesso!');
    await page.waitForURL((url) => url.pathname === '/reports');
    await page.getByText('Nenhum relatório consolidado salvo').waitFor();
    const logRows = await env.app.db.selectFrom('systemLogs').select('description').where('entity', '=', 'report').orderBy('id').execute();
    expect(logRows.map((r) => r.description.replace(/\[id .*\]/, '[id]'))).toEqual([
      expect.stringMatching(/^Análise consolidada iniciada: Últimos 7 dias/),
      expect.stringMatching(/^Relatório consolidado "Campanhas da semana" salvo/),
      'Relatório consolidado "Campanhas da semana" excluído [id]',
    ]);
    expect(errors).toEqual([]);
  });

  it('opens the campaign analysis of a completed request (the consolidated analysis made them) on a desktop and a phone', async () => {
    const request = await env.app.db
      .selectFrom('reportRequests as r')
      .innerJoin('adAccounts as a', 'a.id', 'r.adAccountId')
      .select('r.id')
      .where('a.name', '=', 'Clínica Pélvica - Principal')
      .where('r.status', '=', 'completed')
      .executeTakeFirstOrThrow();
    for (const viewport of [DESKTOP, PHONE]) {
      const { page, context, errors } = await openScreen(env, `/reports/${request.id}/analysis`, 'Análise Inteligente', viewport);
      const analysis = page.getByTestId('campaign-analysis');
      await analysis.waitFor();
      await analysis.getByText('ENDOMETRIOSE', { exact: true }).first().waitFor();
      await analysis.getByRole('heading', { name: 'Valor do Lead' }).waitFor();
      await analysis.getByRole('heading', { name: 'Desempenho' }).waitFor();
      await analysis.getByText('Ana Lima').waitFor();
      await analysis.getByText(/Alta: custo por lead até 80% da referência/).waitFor();
      await page.getByRole('heading', { name: 'Dicionário de palavras-chave' }).waitFor();
      await expectNoSeriousA11yViolations(page, `/reports/{id}/analysis ${viewport.width}`);
      await screenshot(page, `campaign-analysis-${viewport.width}`);
      if (viewport === PHONE) {
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      }
      await page.goto('/reports/999999/analysis');
      await page.getByText('Erro ao carregar análise da campanha ou dados não disponíveis.').waitFor();
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('shows the not-found screen of a saved report, on a desktop and a phone', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const { page, context } = await openSignedIn(env, viewport);
      await page.goto('/consolidated-report/nao-existe');
      await page.getByRole('heading', { name: 'Relatório não encontrado' }).waitFor();
      await page.getByText('O relatório solicitado não existe ou foi excluído.').waitFor();
      await expectNoSeriousA11yViolations(page, `/consolidated-report missing ${viewport.width}`);
      await page.getByRole('link', { name: 'Voltar para Relatórios' }).click();
      await page.waitForURL((url) => url.pathname === '/reports');
      await context.close();
    }
  });

  it('refuses the report screens to a physiotherapist', async () => {
    const physio = await env.app.seedUser({ role: 'physiotherapist' });
    const { page, context } = await openSignedIn(env, undefined, physio.email);
    for (const path of ['/reports', '/consolidated-analysis', '/consolidated-report/x']) {
      await page.goto(path);
      await page.getByText('Acesso Negado').waitFor();
    }
    await context.close();
  });
});
