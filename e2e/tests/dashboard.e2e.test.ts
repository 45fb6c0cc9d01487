import { setAsideUserEmail } from '@clinic/db/testing';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { PHONE, expectNoSeriousA11yViolations, hasChromium, openPage, screenshot } from '../support/browser';
import { signIn } from '../support/flows';
import { useAppAndBrowser } from '../support/suite';

const STATS = ['activePatients', 'todayAppointments', 'physiotherapists', 'availableRooms'] as const;

/** The figure shown on one stat card. */
function stat(page: Page, key: (typeof STATS)[number]) {
  return page.getByTestId(`stat-${key}`);
}

async function expectStat(page: Page, key: (typeof STATS)[number], value: string): Promise<void> {
  await page.getByTestId(`stat-${key}`).filter({ hasText: new RegExp(`^${value}$`) }).waitFor();
}

/** Goes to a screen through the side navigation, as a person would (no page reload). */
async function navigate(page: Page, label: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name: label, exact: true }).click();
}

describe.skipIf(!hasChromium)('Dashboard in Chromium', () => {
  const env = useAppAndBrowser();

  it('shows the four figures, the empty upcoming list and the shortcuts', async () => {
    const { page, errors, context } = await openPage(env.browser, env.app.baseUrl);
    await signIn(page, env.app.admin.email, env.app.password);
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    for (const label of ['Pacientes Ativos', 'Consultas Hoje', 'Fisioterapeutas', 'Salas Disponíveis']) {
      await page.getByText(label, { exact: true }).waitFor();
    }
    await expectStat(page, 'activePatients', '0');
    await expectStat(page, 'todayAppointments', '0');
    await expectStat(page, 'physiotherapists', '0');
    await expectStat(page, 'availableRooms', '0/0');

    // Four stat columns side by side at 1440 px.
    const tops = await Promise.all(STATS.map(async (key) => (await stat(page, key).boundingBox())?.y));
    expect(new Set(tops).size).toBe(1);

    const upcoming = page.getByRole('region', { name: 'Próximos Agendamentos' });
    await upcoming.getByText('Nenhum agendamento próximo').waitFor();
    await upcoming.getByText('Comece criando um novo agendamento').waitFor();
    await expect(upcoming.getByRole('link', { name: 'Ver todos' }).getAttribute('href')).resolves.toBe('/appointments');
    await expect(upcoming.getByRole('link', { name: 'Novo Agendamento' }).getAttribute('href')).resolves.toBe('/appointments');

    const shortcuts = page.getByRole('region', { name: 'Atalhos' });
    await expect(shortcuts.getByRole('link', { name: /Novo Agendamento/ }).getAttribute('href')).resolves.toBe('/appointments');
    await expect(shortcuts.getByRole('link', { name: /Novo Paciente/ }).getAttribute('href')).resolves.toBe('/patients');
    await shortcuts.getByText('Relatório Diário').waitFor();
    // 'Relatório Diário' (issue #24) leads to the report for the roles that may open it (admin here).
    expect(await shortcuts.getByRole('link', { name: /Relatório Diário/ }).getAttribute('href')).toBe('/reports/daily');
    expect(await shortcuts.getByRole('button').count()).toBe(0);

    await expectNoSeriousA11yViolations(page, '/ dashboard');
    await screenshot(page, 'dashboard-desktop');

    await shortcuts.getByRole('link', { name: /Novo Paciente/ }).click();
    await page.waitForURL((url) => url.pathname === '/patients');
    await navigate(page, 'Dashboard');
    await upcoming.getByRole('link', { name: 'Ver todos' }).click();
    await page.waitForURL((url) => url.pathname === '/appointments');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('counts a room created in Salas and a physiotherapist created in Usuários', async () => {
    // What a failed earlier attempt created: its rooms go (this file books nothing), its
    // physiotherapist steps aside, blocked (blocked staff are not counted).
    await env.app.db.deleteFrom('rooms').execute();
    await setAsideUserEmail(env.app.db, 'beatriz@clinica.com');
    const { page, errors, context } = await openPage(env.browser, env.app.baseUrl);
    await signIn(page, env.app.admin.email, env.app.password);
    await expectStat(page, 'availableRooms', '0/0');
    await expectStat(page, 'physiotherapists', '0');

    // A room, through the Salas screen.
    await navigate(page, 'Salas');
    await page.getByRole('button', { name: 'Nova Sala' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nova Sala' });
    await dialog.getByLabel('Nome').fill('Sala 1');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Sala criada').waitFor();
    await navigate(page, 'Dashboard');
    await expectStat(page, 'availableRooms', '1/1');
    await expectStat(page, 'physiotherapists', '0');

    // A physiotherapist (the default role), through the Usuários screen.
    await navigate(page, 'Usuários');
    await page.getByRole('button', { name: /Novo Usuário/ }).click();
    const form = page.getByRole('form', { name: 'Novo Usuário' });
    await form.getByLabel(/^Nome/).fill('Beatriz');
    await form.getByLabel(/^Sobrenome/).fill('Nunes');
    await form.getByLabel(/^Email/).fill('beatriz@clinica.com');
    await form.getByLabel(/^Senha/).fill('Pelvica#2026x');
    await form.getByLabel(/^Confirmar Senha/).fill('Pelvica#2026x');
    await form.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Usuário criado').waitFor();
    await navigate(page, 'Dashboard');
    await expectStat(page, 'physiotherapists', '1');

    // Blocked staff and inactive rooms are not counted.
    await env.app.db.insertInto('rooms').values({ name: 'Sala 2', isActive: false }).execute();
    await env.app.seedUser({ role: 'physiotherapist', isActive: false });
    await page.reload();
    await expectStat(page, 'availableRooms', '1/1');
    await expectStat(page, 'physiotherapists', '1');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows placeholder cards while loading, and an error with retry', async () => {
    const { page, context } = await openPage(env.browser, env.app.baseUrl);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The first figures after signing in hang, then fail as if the connection dropped.
    await page.route(/\/trpc\/[^?]*dashboard\.stats/, async (route) => {
      await held;
      await route.abort('failed');
    });
    await signIn(page, env.app.admin.email, env.app.password);
    const loading = page.getByTestId('stats-loading');
    await loading.waitFor();
    expect(await loading.locator('.mantine-Paper-root').count()).toBe(4);
    release();

    const alert = page.getByRole('alert').filter({ hasText: 'Erro ao carregar os números de hoje' });
    await alert.waitFor();
    await page.unroute(/\/trpc\/[^?]*dashboard\.stats/);
    await alert.getByRole('button', { name: 'Tentar novamente' }).click();
    await expectStat(page, 'availableRooms', '1/1');
    await context.close();
  });

  it("keeps the place of the figures and of 'Confirmações de amanhã' while they load, so the cards under them do not move", async () => {
    const { page, errors, context } = await openPage(env.browser, env.app.baseUrl, PHONE);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/trpc\/[^?]*confirmations\.counts/, async (route) => {
      await held;
      await route.continue();
    });
    await signIn(page, env.app.admin.email, env.app.password);
    const card = page.getByTestId('tomorrow-confirmations');
    const below = page.getByTestId('unrecorded-attendance');
    // (The batch that asks for the counts may carry the other cards' queries too: all wait.)
    await below.waitFor();
    await expect(card.getAttribute('aria-busy')).resolves.toBe('true');
    const before = await below.boundingBox();
    release();
    await expect.poll(() => card.getAttribute('aria-busy')).toBeNull();
    await below.getByText('Nenhum agendamento sem registro').waitFor();
    expect(await card.getByRole('heading').textContent()).toMatch(/^Confirmações de amanhã · \d{2}\/\d{2}\/\d{4}$/);
    expect((await below.boundingBox())?.y).toBe(before?.y);
    await page.unroute(/\/trpc\/[^?]*confirmations\.counts/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('stacks in one column on a phone', async () => {
    const { page, errors, context } = await openPage(env.browser, env.app.baseUrl, PHONE);
    await signIn(page, env.app.admin.email, env.app.password);
    await expectStat(page, 'physiotherapists', '1');
    const boxes = await Promise.all(STATS.map(async (key) => stat(page, key).boundingBox()));
    const lefts = new Set(boxes.map((box) => box?.x));
    expect(lefts.size).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.getByText('Nenhum agendamento próximo').waitFor();
    await expectNoSeriousA11yViolations(page, '/ dashboard phone');
    await screenshot(page, 'dashboard-phone');
    expect(errors).toEqual([]);
    await context.close();
  });
});
