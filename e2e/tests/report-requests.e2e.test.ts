import { JobRegistry, type JobWorker, REPORT_REQUEST_JOB, createJobWorker, reportRequestJobHandler } from '@clinic/api';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { PHONE, expectNoSeriousA11yViolations, hasChromium, screenshot } from '../support/browser';
import { openScreen, openSignedIn } from '../support/flows';
import { discardQuestion } from '../support/ui';
import { useAppAndBrowser } from '../support/suite';

/** Intl puts a no-break space after "R$". */
const brl = (text: string) => text.replace(/\s/g, ' ');

async function dismissToasts(page: Page) {
  const close = page.getByRole('button', { name: 'Fechar notificação' });
  if ((await close.count()) > 0) await close.last().click();
  await expect.poll(() => page.locator('.mantine-Notification-root').count()).toBe(0);
}

describe.skipIf(!hasChromium)('Report requests in Chromium (demo source)', () => {
  const env = useAppAndBrowser();
  let worker: JobWorker;

  // The server's job worker, on the demo source (as with DEMO_DATA=1 and nothing else configured).
  beforeAll(() => {
    const registry = new JobRegistry().register(
      REPORT_REQUEST_JOB,
      reportRequestJobHandler({
        source: { kind: 'demo' },
        policy: { timeoutMs: 5_000, maxBytes: 1_000_000, retries: 0, backoffMs: 1, maxPages: 1, allowedHosts: [] },
      }),
    );
    worker = createJobWorker({ db: env.app.db, registry, pollIntervalMs: 200 });
    worker.start();
  });
  afterAll(async () => worker?.stop(1_000));

  it('creates an ad account, requests a report, watches it complete and reads its detail', async () => {
    // A retry starts from an empty list again.
    await env.app.db.deleteFrom('reportRequests').execute();
    await env.app.db.deleteFrom('adAccounts').execute();
    const { page, errors } = await openScreen(env, '/reports/accounts', 'Contas de Anúncio');
    await page.getByText('Nenhuma conta de anúncio cadastrada').waitFor();
    await expectNoSeriousA11yViolations(page, '/reports/accounts empty');

    // Create, with the number's validation first
    await page.getByTestId('ad-account-form-toggle').click();
    await page.getByLabel('Número da Conta').fill('12ab');
    await page.getByLabel(/^Nome/).fill('Clínica Pélvica - Principal');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('O número da conta deve conter apenas dígitos (ex.: 123456789012345)').waitFor();
    await page.getByLabel('Número da Conta').fill('act_1029384756102938');
    await page.getByRole('button', { name: 'Salvar' }).click();
    const table = page.getByRole('table', { name: 'Lista de Contas' });
    await table.getByRole('row').filter({ hasText: 'Clínica Pélvica - Principal' }).waitFor();
    expect(await table.getByRole('columnheader').allInnerTexts()).toEqual(['Nome', 'Número da Conta', 'Descrição', 'Status', 'Ações']);
    await expect(table.getByRole('cell', { name: '1029384756102938' }).count()).resolves.toBe(1);

    // A taken number: 409 with the Portuguese message
    await page.getByTestId('ad-account-form-toggle').click();
    await page.getByLabel('Número da Conta').fill('1029384756102938');
    await page.getByLabel(/^Nome/).fill('Duplicada');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.locator('.mantine-Notification-root').filter({ hasText: 'Já existe uma conta de anúncio com este número' }).waitFor();
    // Closing the changed form asks first ('Descartar alterações?'): keep editing keeps what was typed
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await discardQuestion(page).getByRole('button', { name: 'Continuar editando' }).click();
    await discardQuestion(page).waitFor({ state: 'hidden' });
    await expect(page.getByLabel(/^Nome/).inputValue()).resolves.toBe('Duplicada');
    await page.getByTestId('ad-account-form-toggle').click();
    await discardQuestion(page).getByRole('button', { name: 'Descartar' }).click();
    await page.getByLabel('Número da Conta').waitFor({ state: 'hidden' });
    // An untouched form closes without asking
    await page.getByTestId('ad-account-form-toggle').click();
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await page.getByLabel('Número da Conta').waitFor({ state: 'hidden' });
    expect(await discardQuestion(page).count()).toBe(0);
    await dismissToasts(page);
    await expectNoSeriousA11yViolations(page, '/reports/accounts list');
    await screenshot(page, 'ad-accounts-desktop');

    // Request a report: default last 7 days, custom shows two dd/mm/aaaa pickers
    await page.getByRole('button', { name: 'Solicitar relatório: Clínica Pélvica - Principal' }).click();
    const dialog = page.getByRole('dialog', { name: 'Solicitar relatório' });
    await expect(dialog.getByLabel('Período').inputValue()).resolves.toBe('Últimos 7 dias');
    await dialog.getByLabel('Período').click();
    await page.getByRole('option', { name: 'Personalizado' }).click();
    await dialog.getByRole('button', { name: 'Solicitar' }).isDisabled();
    await dialog.getByRole('textbox', { name: 'Data inicial' }).fill('10/02/2026');
    await dialog.getByRole('textbox', { name: 'Data final' }).fill('10/02/2026');
    // Its calendar is open: every button in it has a name.
    await page.getByRole('button', { name: 'Próximo mês' }).last().waitFor();
    await page.getByRole('button', { name: 'Mês anterior' }).last().waitFor();
    await expectNoSeriousA11yViolations(page, 'request dialog with a calendar open');
    // Clicking elsewhere in the dialog closes the calendar.
    await dialog.getByText('Clínica Pélvica - Principal · 1029384756102938').click();
    await expectNoSeriousA11yViolations(page, 'request dialog');
    await screenshot(page, 'ad-accounts-request-dialog-desktop');
    await dialog.getByRole('button', { name: 'Solicitar' }).click();

    // The detail polls until the worker completes it
    await page.waitForURL(/\/reports\/\d+$/);
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    await page.getByRole('heading', { name: `Detalhes do Relatório #${id}`, level: 1 }).waitFor();
    await expect.poll(() => page.getByTestId('report-status').innerText(), { timeout: 15_000 }).toBe('Concluído');
    await page.getByText('API retornando apenas 1 dia de dados (limitação externa)').waitFor();
    await page.getByText('1029384756102938').waitFor();
    await page.getByText('10/02/2026 a 10/02/2026').waitFor();

    // Metrics on screen equal the §9 formulas over the stored answer
    const stored = await env.app.db.selectFrom('reportRequests').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const rows = JSON.parse(stored.webhookResponse ?? '[]') as { campaign_name: string; spend: string; clicks: string; impressions: string }[];
    expect(rows.map((r) => r.campaign_name)).toContain('FB ENDOMETRIOSE | Formulário');
    const spend = rows.reduce((s, r) => s + Number(r.spend), 0);
    const clicks = rows.reduce((s, r) => s + Number(r.clicks), 0);
    const impressions = rows.reduce((s, r) => s + Number(r.impressions), 0);
    const money = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
    expect(brl(await page.getByTestId('total-spend').innerText())).toBe(brl(money.format(spend)));
    expect(brl(await page.getByTestId('metric-cpc').innerText())).toBe(brl(money.format(spend / clicks)));
    expect(await page.getByTestId('metric-ctr').innerText()).toBe(
      `${new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format((clicks / impressions) * 100)}%`,
    );
    await page.getByRole('table', { name: 'Detalhes das Campanhas' }).getByText('FB ENDOMETRIOSE | Formulário').waitFor();
    await page.getByRole('table', { name: 'Ações Detalhadas' }).getByText('Cliques no link').waitFor();
    await page.getByRole('link', { name: 'Análise Inteligente' }).waitFor();
    expect(await page.getByRole('link', { name: 'Análise Inteligente' }).getAttribute('href')).toBe(`/reports/${id}/analysis`);

    // Raw JSON behind its toggle
    await expect(page.getByTestId('raw-json').isVisible()).resolves.toBe(false);
    await page.getByRole('button', { name: 'Mostrar JSON' }).click();
    await page.getByTestId('raw-json').waitFor();
    expect(JSON.parse(await page.getByTestId('raw-json').innerText())).toEqual(JSON.parse(stored.webhookResponse ?? ''));
    await dismissToasts(page);
    await expectNoSeriousA11yViolations(page, '/reports/:id');
    await screenshot(page, 'report-detail-desktop');

    // The requests tab of /reports lists it and links to it
    await page.goto('/reports?tab=requests');
    const link = page.getByRole('link', { name: `Ver detalhes: relatório #${id} de Clínica Pélvica - Principal` });
    await link.waitFor();
    await link.click();
    await page.waitForURL(`**/reports/${id}`);
    expect(errors).toEqual([]);
  });

  it("shows a failed request's error, '-' on zero denominators, no analysis link", async () => {
    const account = await env.app.db
      .insertInto('adAccounts')
      .values({ accountNumber: String(Date.now()), name: 'Conta Parada' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const zero = await env.app.db
      .insertInto('reportRequests')
      .values({
        adAccountId: account.id,
        dateRange: 'last_7_days',
        startDate: '2026-02-01',
        endDate: '2026-02-07',
        status: 'completed',
        completedAt: new Date(),
        webhookResponse: JSON.stringify({ totals: { spend: '0', impressions: '0', clicks: '0', reach: '0' }, campaigns: [] }),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const failed = await env.app.db
      .insertInto('reportRequests')
      .values({
        adAccountId: account.id,
        dateRange: 'yesterday',
        startDate: '2026-02-01',
        endDate: '2026-02-01',
        status: 'failed',
        completedAt: new Date(),
        errorMessage: 'A Meta recusou o pedido: Invalid OAuth access token (código 190)',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { page } = await openSignedIn(env, PHONE);
    await page.goto(`/reports/${zero.id}`);
    await page.getByTestId('metric-cpc').waitFor();
    for (const metric of ['metric-cpc', 'metric-cpm', 'metric-cpp', 'metric-ctr', 'metric-cost-per-lead']) {
      expect(await page.getByTestId(metric).innerText()).toBe('-');
    }
    await expect(page.getByRole('link', { name: 'Análise Inteligente' }).count()).resolves.toBe(0);

    await page.goto(`/reports/${failed.id}`);
    await page.getByTestId('report-error').getByText('A Meta recusou o pedido: Invalid OAuth access token (código 190)').waitFor();
    expect(await page.getByTestId('report-status').innerText()).toBe('Falhou');
    await expect(page.getByRole('link', { name: 'Análise Inteligente' }).count()).resolves.toBe(0);
    await expectNoSeriousA11yViolations(page, '/reports/:id failed, phone');
    await screenshot(page, 'report-detail-failed-phone');

    // A completed report with campaigns, on a phone
    const withCampaigns = await env.app.db
      .insertInto('reportRequests')
      .values({
        adAccountId: account.id,
        dateRange: 'last_30_days',
        startDate: '2026-01-01',
        endDate: '2026-01-30',
        status: 'completed',
        completedAt: new Date(),
        webhookResponse: JSON.stringify([
          { campaign_id: '1', campaign_name: 'FB ENDOMETRIOSE | Formulário com um nome de campanha bem comprido', objective: 'OUTCOME_LEADS', spend: '812.40', impressions: '40210', clicks: '903', reach: '25100', actions: [{ action_type: 'lead', value: '31' }, { action_type: 'link_click', value: '903' }] },
          { campaign_id: '2', campaign_name: 'FB DIÁSTASE | Vídeo', objective: 'OUTCOME_AWARENESS', spend: '120.00', impressions: '15000', clicks: '120', reach: '11000' },
        ]),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await page.goto(`/reports/${withCampaigns.id}`);
    await page.getByTestId('metric-cpc').waitFor();
    await page.getByRole('list', { name: 'Detalhes das Campanhas' }).waitFor();
    expect(brl(await page.getByTestId('total-spend').innerText())).toBe('R$ 932,40');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page, '/reports/:id phone');
    await screenshot(page, 'report-detail-phone');

    await page.goto('/reports/accounts');
    await page.getByRole('list', { name: 'Lista de Contas' }).waitFor();
    await expectNoSeriousA11yViolations(page, '/reports/accounts phone');
    await screenshot(page, 'ad-accounts-phone');
  });

  it("shows 'Relatório não encontrado' for a missing report", async () => {
    const { page } = await openScreen(env, '/reports/999999', 'Relatório não encontrado');
    await page.getByRole('link', { name: 'Voltar para Relatórios' }).waitFor();
    await expectNoSeriousA11yViolations(page, '/reports/999999');
    await page.goto('/reports/abc');
    await page.getByRole('heading', { name: 'Relatório não encontrado', level: 1 }).waitFor();
  });

  it('refuses a physiotherapist: Acesso Negado on screen, 403 from the API', async () => {
    const physio = await env.app.seedUser({ role: 'physiotherapist', email: 'fisio@clinica.com' });
    const { page } = await openSignedIn(env, undefined, physio.email);
    for (const path of ['/reports/accounts', '/reports/1']) {
      await page.goto(path);
      await page.getByText('Acesso Negado').waitFor();
      await expect(page.getByRole('button', { name: /Solicitar relatório/ }).count()).resolves.toBe(0);
    }
    const status = await page.evaluate(async () => (await fetch('/api/report-requests')).status);
    expect(status).toBe(403);
    const accounts = await page.evaluate(async () => (await fetch('/api/ad-accounts')).status);
    expect(accounts).toBe(403);
  });
});
