import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { PHONE, expectNoSeriousA11yViolations, hasChromium, screenshot } from '../support/browser';
import { openScreen, openSignedIn } from '../support/flows';
import { type BrowserSuite, useAppAndBrowser } from '../support/suite';
import { discardQuestion as discard, dismissToasts, toast } from '../support/ui';

/** Intl puts a no-break space after "R$". */
const brl = (text: string) => text.replace(/\s/g, ' ');

const table = (page: Page) => page.getByRole('table', { name: 'Lista de serviços' });
const row = (page: Page, name: string) => table(page).getByRole('row').filter({ hasText: name });
const cells = async (page: Page, name: string) => (await row(page, name).getByRole('cell').allInnerTexts()).map(brl);
const formToggle = (page: Page) => page.locator('#service-form-toggle');
const form = (page: Page) => page.locator('#service-form-panel');
/** Waits for the form card to be open or closed (it animates, and the server answers first). */
const formOpen = (page: Page, open: boolean) =>
  expect.poll(() => formToggle(page).getAttribute('aria-expanded'), { timeout: 10_000 }).toBe(String(open));
/** Waits for a field's value: a form refills after the click that asked for it. */
const valueOf = (page: Page, label: string) => expect.poll(() => form(page).getByLabel(label).inputValue(), { timeout: 10_000 });

/**
 * Each test starts from an empty price list and log of its own, so a retried test never meets the
 * rows of the attempt that failed (the app and its database outlive a failed attempt).
 */
async function resetServices(env: BrowserSuite) {
  await env.app.db.deleteFrom('systemLogs').where('entity', '=', 'service').execute();
  await env.app.db.deleteFrom('services').execute();
}

const EVALUATION = { name: 'Avaliação Fisioterapêutica', price: '180.00' };

async function saveNewService(page: Page, fields: { name: string; price: string; description?: string; quantity?: string; inactive?: boolean }) {
  if ((await formToggle(page).getAttribute('aria-expanded')) !== 'true') await formToggle(page).click();
  await form(page).getByLabel('Nome').fill(fields.name);
  await form(page).getByLabel('Valor').fill(fields.price);
  if (fields.description) await form(page).getByLabel('Descrição').fill(fields.description);
  if (fields.quantity) await form(page).getByLabel('Quantidade').fill(fields.quantity);
  if (fields.inactive) await form(page).getByLabel('Ativo').uncheck();
  await form(page).getByRole('button', { name: 'Salvar' }).click();
  await toast(page, 'Serviço criado', 'O serviço foi criado com sucesso.');
  await row(page, fields.name).waitFor();
}

describe.skipIf(!hasChromium)('Serviços in Chromium', () => {
  const env = useAppAndBrowser();

  it('creates, searches, edits and deletes services, with toasts and log rows', async () => {
    await resetServices(env);
    const { page, errors, context } = await openScreen(env, '/services', 'Serviços');
    await page.getByText('Nenhum serviço cadastrado').waitFor();
    await page.getByRole('heading', { name: 'Buscar Serviços' }).waitFor();
    await formOpen(page, false);
    await expectNoSeriousA11yViolations(page, '/services empty');

    // Required fields, under the fields
    await page.getByRole('button', { name: 'Novo Serviço' }).click();
    await formOpen(page, true);
    await valueOf(page, 'Quantidade').toBe('0');
    await expect.poll(() => form(page).getByLabel('Ativo').isChecked()).toBe(true);
    await form(page).getByRole('button', { name: 'Salvar' }).click();
    await form(page).getByText('Nome é obrigatório').waitFor();
    await form(page).getByText('Valor é obrigatório').waitFor();
    await expectNoSeriousA11yViolations(page, '/services form');
    await screenshot(page, 'services-form-desktop');

    // Create: empty description and zero quantity show '-'
    await form(page).getByLabel('Nome').fill('Avaliação Fisioterapêutica');
    await form(page).getByLabel('Valor').fill('180');
    await form(page).getByRole('button', { name: 'Salvar' }).click();
    await toast(page, 'Serviço criado', 'O serviço foi criado com sucesso.');
    await expect.poll(() => cells(page, 'Avaliação Fisioterapêutica')).toEqual(['Avaliação Fisioterapêutica', '-', 'R$ 180,00', '-', 'Ativo', '']);
    expect(await table(page).getByRole('columnheader').allInnerTexts()).toEqual(['Nome', 'Descrição', 'Valor', 'Quantidade', 'Status', 'Ações']);
    await formOpen(page, false);

    await saveNewService(page, { name: 'Sessão de Biofeedback', price: '150,5', description: 'Pacote com 10 sessões', quantity: '10' });
    expect(await cells(page, 'Sessão de Biofeedback')).toEqual(['Sessão de Biofeedback', 'Pacote com 10 sessões', 'R$ 150,50', '10', 'Ativo', '']);
    await saveNewService(page, { name: 'Pilates Clínico', price: '1234,56', inactive: true });
    expect(await cells(page, 'Pilates Clínico')).toEqual(['Pilates Clínico', '-', 'R$ 1.234,56', '-', 'Inativo', '']);
    const stored = await env.app.db.selectFrom('services').select(['name', 'price', 'quantity']).orderBy('id').execute();
    expect(stored.map((s) => [s.name, String(s.price), s.quantity])).toEqual([
      ['Avaliação Fisioterapêutica', '180.00', 0],
      ['Sessão de Biofeedback', '150.50', 10],
      ['Pilates Clínico', '1234.56', 0],
    ]);
    await dismissToasts(page);
    await expectNoSeriousA11yViolations(page, '/services table');
    await screenshot(page, 'services-desktop');

    // Search: sent to the server (debounced) and applied in the browser
    const search = page.getByRole('searchbox', { name: 'Buscar serviços por nome' });
    const searched = (term: string) =>
      page.waitForRequest((r) => r.url().includes('services.list') && decodeURIComponent(r.url()).includes(`"search":"${term}"`));
    let request = searched('BIO');
    await search.fill('BIO');
    await request;
    await expect.poll(() => table(page).getByRole('row').count()).toBe(2);
    await row(page, 'Sessão de Biofeedback').waitFor();
    request = searched('avaliacao');
    await search.fill('avaliacao');
    await request;
    await row(page, 'Avaliação Fisioterapêutica').waitFor();
    await expect.poll(() => table(page).getByRole('row').count()).toBe(2);
    await search.fill('massagem');
    await page.getByText('Nenhum serviço encontrado').waitFor();
    await screenshot(page, 'services-search-empty-desktop');
    await page.getByRole('button', { name: 'Limpar busca' }).click();
    await expect.poll(() => table(page).getByRole('row').count()).toBe(4);

    // Edit fills the form and opens the card; save updates the row
    await page.getByRole('button', { name: 'Editar serviço Sessão de Biofeedback' }).click();
    await formOpen(page, true);
    await formToggle(page).getByText('Editar Serviço').waitFor();
    await valueOf(page, 'Nome').toBe('Sessão de Biofeedback');
    await valueOf(page, 'Descrição').toBe('Pacote com 10 sessões');
    await expect.poll(() => form(page).getByLabel('Valor').inputValue().then(brl)).toBe('R$ 150,50');
    await valueOf(page, 'Quantidade').toBe('10');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('service-name');
    await screenshot(page, 'services-edit-desktop');
    await form(page).getByLabel('Nome').fill('Biofeedback');
    await form(page).getByLabel('Valor').fill('200');
    await form(page).getByLabel('Descrição').fill('');
    await form(page).getByRole('button', { name: 'Salvar' }).click();
    await toast(page, 'Serviço atualizado', 'O serviço foi atualizado com sucesso.');
    // 'Biofeedback' is also part of the old name: wait for the row to read as saved.
    await expect.poll(() => cells(page, 'Biofeedback')).toEqual(['Biofeedback', '-', 'R$ 200,00', '10', 'Ativo', '']);
    await formOpen(page, false);
    await formToggle(page).getByText('Novo Serviço').waitFor();

    // Cancel resets, clears the edit target and closes
    await page.getByRole('button', { name: 'Editar serviço Pilates Clínico' }).click();
    await valueOf(page, 'Nome').toBe('Pilates Clínico');
    await form(page).getByRole('button', { name: 'Cancelar' }).click();
    await formOpen(page, false);
    expect(await discard(page).count()).toBe(0);

    // Closing a changed form asks first ('Descartar alterações?'), from 'Cancelar' or the card's heading
    await page.getByRole('button', { name: 'Editar serviço Pilates Clínico' }).click();
    await formOpen(page, true);
    await valueOf(page, 'Nome').toBe('Pilates Clínico');
    await form(page).getByLabel('Nome').fill('Pilates Clínico Avançado');
    await form(page).getByRole('button', { name: 'Cancelar' }).click();
    await discard(page).getByRole('button', { name: 'Continuar editando' }).click();
    await discard(page).waitFor({ state: 'hidden' });
    await formOpen(page, true);
    await valueOf(page, 'Nome').toBe('Pilates Clínico Avançado');
    await formToggle(page).click();
    await discard(page).getByRole('button', { name: 'Descartar' }).click();
    await formOpen(page, false);
    await row(page, 'Pilates Clínico').waitFor();
    await page.getByRole('button', { name: 'Novo Serviço' }).click();
    await formOpen(page, true);
    await valueOf(page, 'Nome').toBe('');
    await valueOf(page, 'Valor').toBe('');
    await page.getByRole('button', { name: 'Novo Serviço' }).click();
    await formOpen(page, false);

    // Delete, after the exact confirmation
    await page.getByRole('button', { name: 'Excluir serviço Pilates Clínico' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirmar Exclusão' });
    await dialog
      .getByText('Tem certeza que deseja excluir o serviço "Pilates Clínico"? Esta ação não pode ser desfeita.', { exact: true })
      .waitFor();
    await dismissToasts(page);
    await expectNoSeriousA11yViolations(page, '/services confirm');
    await screenshot(page, 'services-confirm-desktop');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await row(page, 'Pilates Clínico').waitFor();
    await page.getByRole('button', { name: 'Excluir serviço Pilates Clínico' }).click();
    await dialog.getByRole('button', { name: 'Excluir' }).click();
    await toast(page, 'Serviço excluído', 'O serviço foi excluído com sucesso.');
    await row(page, 'Pilates Clínico').waitFor({ state: 'detached' });
    await expect.poll(() => table(page).getByRole('row').count()).toBe(3);

    const logs = await env.app.db
      .selectFrom('systemLogs')
      .select(['action', 'userId'])
      .where('entity', '=', 'service')
      .orderBy('id')
      .execute();
    expect(logs.map((l) => l.action)).toEqual(['create', 'create', 'create', 'update', 'delete']);
    expect(logs.every((l) => l.userId === env.app.admin.id)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the server message when a save fails', async () => {
    await resetServices(env);
    await env.app.db.insertInto('services').values({ name: 'Biofeedback', price: '200.00' }).execute();
    const { page, context } = await openSignedIn(env);
    await page.goto('/services');
    await row(page, 'Biofeedback').waitFor();
    await env.app.db.deleteFrom('services').where('name', '=', 'Biofeedback').execute();
    await page.getByRole('button', { name: 'Excluir serviço Biofeedback' }).click();
    await page.getByRole('dialog', { name: 'Confirmar Exclusão' }).getByRole('button', { name: 'Excluir' }).click();
    await toast(page, 'Erro ao excluir serviço', 'Serviço não encontrado');
    await context.close();
  });

  it('lets a receptionist read the price list on a phone, without changing it', async () => {
    await resetServices(env);
    await env.app.db
      .insertInto('services')
      .values([
        EVALUATION,
        { name: 'Sessão de Eletroestimulação', description: 'Tratamento de incontinência urinária com eletroestimulação', price: '160.00', quantity: 50 },
        { name: 'Pacote Pós-parto', description: 'Reabilitação do assoalho pélvico, 8 sessões', price: '1100.00', quantity: 8, isActive: false },
      ])
      .execute();
    const reception = await env.app.seedUser({ role: 'recepcionista', email: 'recepcao@clinica.com' });
    const { page, errors, context } = await openSignedIn(env, PHONE, reception.email);
    await page.goto('/services');
    const list = page.getByRole('list', { name: 'Lista de serviços' });
    await list.getByText('Avaliação Fisioterapêutica').waitFor();
    await list.getByText('R$ 180,00'.replace(' ', '\u00a0')).waitFor();
    expect(await page.getByRole('button', { name: 'Novo Serviço' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /Editar serviço|Excluir serviço/ }).count()).toBe(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page, '/services phone');
    await screenshot(page, 'services-phone');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('manages services on a phone', async () => {
    await resetServices(env);
    await env.app.db.insertInto('services').values(EVALUATION).execute();
    const finance = await env.app.seedUser({ role: 'financeiro', email: 'financeiro@clinica.com' });
    const { page, errors, context } = await openSignedIn(env, PHONE, finance.email);
    await page.goto('/services');
    await page.getByRole('list', { name: 'Lista de serviços' }).getByText('Avaliação Fisioterapêutica').waitFor();
    await page.getByRole('button', { name: 'Editar serviço Avaliação Fisioterapêutica' }).click();
    await valueOf(page, 'Nome').toBe('Avaliação Fisioterapêutica');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page, '/services phone form');
    await screenshot(page, 'services-phone-form');
    await form(page).getByRole('button', { name: 'Cancelar' }).click();
    await formOpen(page, false);
    await page.getByRole('searchbox', { name: 'Buscar serviços por nome' }).fill('nada');
    await page.getByText('Nenhum serviço encontrado').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
