import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';

import { PHONE, expectNoSeriousA11yViolations, hasChromium, openPage, screenshot } from '../support/browser';
import { openSignedIn, signIn } from '../support/flows';
import { useAppAndBrowser } from '../support/suite';

/** São Paulo is UTC-3 all year (no daylight saving since 2019); the server and browser run there. */
const local = (day: string, time: string) => new Date(`${day}T${time}:00-03:00`);

const entries = (page: Page) => page.getByRole('list', { name: 'Registros de atividade' }).getByRole('listitem');

async function expectCount(page: Page, text: string) {
  await page.getByText(text, { exact: true }).waitFor();
  // The previous page stays on screen, dimmed, until the new one arrives.
  await page.locator('[aria-label="Registros de atividade"][aria-busy="true"]').waitFor({ state: 'detached' });
}

async function pick(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function typeDate(page: Page, label: string, value: string) {
  const input = page.getByRole('textbox', { name: label });
  await input.fill(value);
  await input.press('Escape');
}

describe.skipIf(!hasChromium)('Logs do Sistema in Chromium', () => {
  const env = useAppAndBrowser();

  beforeAll(async () => {
    const ana = await env.app.seedUser({ firstName: 'Ana', lastName: 'Reis', role: 'physiotherapist' });
    const bruno = await env.app.seedUser({ firstName: 'Bruno', lastName: 'Lima', role: 'recepcionista' });
    await env.app.db
      .insertInto('systemLogs')
      .values([
        { action: 'create', entity: 'patient', userId: ana.id, description: 'Paciente Joana Prado criada', ipAddress: '192.168.0.10', createdAt: local('2026-03-02', '09:15') },
        { action: 'update', entity: 'appointment', userId: bruno.id, description: 'Agendamento de Joana Prado atualizado', ipAddress: '192.168.0.11', createdAt: local('2026-03-03', '14:30') },
        { action: 'delete', entity: 'room', userId: ana.id, description: 'Sala Rosa removida', ipAddress: null, createdAt: local('2026-03-04', '08:05') },
        { action: 'convert', entity: 'lead', userId: null, description: 'Lead Carla Dias convertido em paciente', ipAddress: null, createdAt: local('2026-03-04', '23:50') },
        { action: 'cancel', entity: 'appointment', userId: bruno.id, description: 'Agendamento de Paula Melo cancelado', ipAddress: '192.168.0.11', createdAt: local('2026-03-05', '10:00') },
        { action: 'create', entity: 'service', userId: ana.id, description: 'Serviço Pilates criado', ipAddress: '192.168.0.10', createdAt: local('2026-03-06', '16:45') },
      ])
      .execute();
  });

  it('lists the activity newest first and filters it on the server, keeping the filters in the URL', async () => {
    // The sign-ins of a failed earlier attempt (and of the other tests) would be counted too.
    await env.app.db.deleteFrom('systemLogs').where('action', '=', 'login').execute();
    const { page, errors, context } = await openPage(env.browser, env.app.baseUrl);
    await signIn(page, env.app.admin.email, env.app.password); // a login row of today, the seventh
    await page.goto('/logs');
    await page.getByRole('heading', { name: 'Logs do Sistema', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Atividades Recentes' }).waitFor();
    await expectCount(page, '7 registros encontrados');
    expect(await entries(page).count()).toBe(7);

    const first = entries(page).first();
    await first.getByText('Login', { exact: true }).waitFor();
    await first.getByText('Marina Souza', { exact: true }).waitFor();
    const lead = entries(page).filter({ hasText: 'Lead Carla Dias convertido em paciente' });
    await lead.getByText('Conversão', { exact: true }).waitFor();
    await lead.getByText('Lead', { exact: true }).waitFor();
    await lead.getByText('Sistema', { exact: true }).waitFor();
    await lead.getByText('04/03/2026 às 23:50').waitFor();
    expect(await lead.getByText(/^IP/).count()).toBe(0);
    const patient = entries(page).filter({ hasText: 'Paciente Joana Prado criada' });
    await patient.getByText('Ana Reis').waitFor();
    await patient.getByText('02/03/2026 às 09:15').waitFor();
    await patient.getByText('192.168.0.10').waitFor();
    await expect(page.getByRole('button', { name: 'Limpar Filtros' }).isDisabled()).resolves.toBe(true);
    await expectNoSeriousA11yViolations(page, '/logs');
    await screenshot(page, 'logs-desktop');

    // Entity
    await pick(page, 'Entidade', 'Agendamento');
    await expectCount(page, '2 registros encontrados');
    expect(await entries(page).allInnerTexts()).toEqual([
      expect.stringContaining('Agendamento de Paula Melo cancelado'),
      expect.stringContaining('Agendamento de Joana Prado atualizado'),
    ]);
    expect(new URL(page.url()).searchParams.get('entity')).toBe('appointment');
    await page.getByRole('button', { name: 'Limpar Filtros' }).click();
    await expectCount(page, '7 registros encontrados');
    expect(new URL(page.url()).search).toBe('');

    // Action
    await pick(page, 'Ação', 'Criação');
    await expectCount(page, '2 registros encontrados');
    await entries(page).filter({ hasText: 'Serviço Pilates criado' }).waitFor();
    // Mantine keeps a select's clear button out of the tab order (Backspace clears from the keyboard).
    await page.locator('button[aria-label="Limpar filtro de ação"]').click();
    await expectCount(page, '7 registros encontrados');

    // User (searchable)
    await page.getByRole('combobox', { name: 'Usuário' }).fill('ana');
    await page.getByRole('option', { name: 'Ana Reis' }).click();
    await expectCount(page, '3 registros encontrados');
    expect((await entries(page).allInnerTexts()).every((text) => text.includes('Ana Reis'))).toBe(true);
    await page.getByRole('button', { name: 'Limpar Filtros' }).click();
    await expectCount(page, '7 registros encontrados');

    // Start date: from the start of that day (today's login included)
    await typeDate(page, 'Data inicial', '04/03/2026');
    await expectCount(page, '5 registros encontrados');
    expect(new URL(page.url()).searchParams.get('startDate')).toBe('2026-03-04');
    await page.getByRole('button', { name: 'Limpar Filtros' }).click();
    await expectCount(page, '7 registros encontrados');
    await expect(page.getByRole('textbox', { name: 'Data inicial' }).inputValue()).resolves.toBe('');

    // End date: to the end of that day (23:50 included)
    await typeDate(page, 'Data final', '04/03/2026');
    await expectCount(page, '4 registros encontrados');
    await entries(page).filter({ hasText: 'Lead Carla Dias' }).waitFor();

    // Both, then a reload keeps them
    await typeDate(page, 'Data inicial', '04/03/2026');
    await expectCount(page, '2 registros encontrados');
    expect(await entries(page).allInnerTexts()).toEqual([
      expect.stringContaining('Lead Carla Dias convertido em paciente'),
      expect.stringContaining('Sala Rosa removida'),
    ]);
    await page.reload();
    await expectCount(page, '2 registros encontrados');
    await expect(page.getByRole('textbox', { name: 'Data inicial' }).inputValue()).resolves.toBe('04/03/2026');
    await expect(page.getByRole('textbox', { name: 'Data final' }).inputValue()).resolves.toBe('04/03/2026');

    // Nothing matches
    await pick(page, 'Entidade', 'Relatório');
    await page.getByText('Nenhum log encontrado').waitFor();
    await page.getByText('Tente ajustar os filtros ou aguarde novas atividades').waitFor();
    await page.getByText('0 registros encontrados', { exact: true }).waitFor();
    await expectNoSeriousA11yViolations(page, '/logs empty');
    await screenshot(page, 'logs-empty-desktop');

    // Back after leaving keeps the filters
    await page.getByRole('navigation').getByRole('link', { name: 'Salas' }).click();
    await page.waitForURL('**/rooms');
    await page.goBack();
    await page.getByText('Nenhum log encontrado').waitFor();
    expect(new URL(page.url()).searchParams.get('entity')).toBe('report');

    await page.getByRole('button', { name: 'Limpar Filtros' }).click();
    await expectCount(page, '7 registros encontrados');
    await expect(page.getByRole('button', { name: 'Limpar Filtros' }).isDisabled()).resolves.toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('pages on the server, 50 at a time, with the total in the count', async () => {
    const base = local('2025-06-10', '08:00').getTime();
    // A failed earlier attempt left its 1230 rows.
    await env.app.db.deleteFrom('systemLogs').where('entity', '=', 'treatment').execute();
    await env.app.db
      .insertInto('systemLogs')
      .values(
        Array.from({ length: 1230 }, (_, i) => ({
          action: 'update',
          entity: 'treatment',
          userId: null,
          description: `Tratamento ${i + 1} atualizado`,
          createdAt: new Date(base + i * 60_000),
        })),
      )
      .execute();
    const { page, errors, context } = await openSignedIn(env);

    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('systemLogs.list')) requests.push(decodeURIComponent(request.url()));
    });
    await page.goto('/logs?entity=treatment');
    await expectCount(page, '1230 registros encontrados');
    expect(await entries(page).count()).toBe(50);
    await entries(page).first().getByText('Tratamento 1230 atualizado', { exact: true }).waitFor();
    expect(requests.at(-1)).toContain('"limit":50');
    expect(requests.at(-1)).toContain('"offset":0');

    await page.getByRole('button', { name: 'Página 25' }).click();
    await entries(page).last().getByText('Tratamento 1 atualizado', { exact: true }).waitFor();
    await expectCount(page, '1230 registros encontrados');
    expect(await entries(page).count()).toBe(30);
    expect(requests.at(-1)).toContain('"offset":1200');
    expect(new URL(page.url()).searchParams.get('page')).toBe('25');

    await page.getByRole('button', { name: 'Página anterior' }).click();
    await entries(page).first().getByText('Tratamento 80 atualizado', { exact: true }).waitFor();
    expect(await entries(page).count()).toBe(50);
    await screenshot(page, 'logs-pages-desktop');

    // A new filter goes back to the first page
    await pick(page, 'Ação', 'Atualização');
    await page.waitForURL((url) => url.searchParams.get('action') === 'update');
    expect(new URL(page.url()).searchParams.get('page')).toBeNull();
    await entries(page).first().getByText('Tratamento 1230 atualizado', { exact: true }).waitFor();
    await expectCount(page, '1230 registros encontrados');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows five placeholder rows while loading and an error with a retry', async () => {
    const { page, context } = await openSignedIn(env);

    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let fail = true;
    await page.route(/\/trpc\/.*systemLogs\.list/, async (route) => {
      await held;
      if (fail) await route.abort();
      else await route.continue();
    });
    await page.goto('/logs');
    await page.getByTestId('logs-loading').waitFor();
    expect(await page.getByTestId('logs-skeleton-row').count()).toBe(5);
    release();
    await page.getByText('Erro ao carregar os logs do sistema').waitFor();
    await screenshot(page, 'logs-error-desktop');
    fail = false;
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await page.getByText(/^[\d.]+ registros encontrados$/).waitFor();
    expect(await page.getByText('Erro ao carregar os logs do sistema').count()).toBe(0);
    await context.close();
  });

  it('stacks entries and filters on a phone', async () => {
    const { page, errors, context } = await openSignedIn(env, PHONE);
    await page.goto('/logs?startDate=2026-03-01&endDate=2026-03-31');
    await expectCount(page, '6 registros encontrados');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page, '/logs phone');
    await screenshot(page, 'logs-phone');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('tells roles other than admin and manager that the log is not theirs', async () => {
    const reception = await env.app.seedUser({ firstName: 'Rita', lastName: 'Souza', role: 'recepcionista' });
    const { page, errors, context } = await openSignedIn(env, undefined, reception.email);
    await page.goto('/logs');
    await page.getByRole('heading', { name: 'Acesso Negado' }).waitFor();
    await page.getByText('Você não tem permissão para ver os logs do sistema.').waitFor();
    expect(await page.getByRole('heading', { name: 'Atividades Recentes' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
