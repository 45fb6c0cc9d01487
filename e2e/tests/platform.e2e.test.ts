import { describe, expect, it } from 'vitest';

import {
  PHONE,
  expectNoSeriousA11yViolations,
  hasChromium,
  openPage,
  screenshot,
} from '../support/browser';
import { openSignedIn } from '../support/flows';
import { useAppAndBrowser } from '../support/suite';

const NAV = [
  ['Dashboard', '/'],
  ['Agendamentos', '/appointments'],
  ['Pacientes', '/patients'],
  ['Leads', '/leads'],
  ['Salas', '/rooms'],
  ['Serviços', '/services'],
  ['Usuários', '/users'],
  ['Logs', '/logs'],
  ['Relatórios', '/reports'],
  ['Análise Consolidada', '/consolidated-analysis'],
] as const;
/** The later screens an admin also sees (each for its roles: the Roles table). */
const LATER_NAV = [
  ['Confirmações', '/confirmations'],
  ['Lista de espera', '/waitlist'],
  ['Faltas e cancelamentos', '/attendance-report'],
  ['Funil', '/funnel'],
  ['Desfechos', '/outcomes-report'],
  ['Instrumentos', '/instruments'],
  ['Privacidade', '/privacy'],
  ['Registro de tratamento', '/processing-record'],
  ['Configurações', '/settings'],
] as const;

describe.skipIf(!hasChromium)('platform in Chromium: sign-in, shell, 404, sign-out', () => {
  const env = useAppAndBrowser();

  it('sends a signed-out visitor to /auth, which matches the spec and is accessible', async () => {
    const { page, errors, context } = await openPage(env.browser, env.app.baseUrl);
    // Not even the 4xx lines openPage forgives: learning "signed out" must not log an error (Lighthouse counts it).
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await page.goto('/rooms');
    await page.waitForURL('**/auth');
    await page.getByRole('heading', { name: 'Entrar' }).waitFor();
    await page.getByText('Entre com suas credenciais').waitFor();
    await page.getByRole('main').waitFor();
    await expectNoSeriousA11yViolations(page, '/auth');
    await screenshot(page, 'auth-desktop');
    expect(errors).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('validates the login form under the fields and refuses a wrong password', async () => {
    const { page, context } = await openPage(env.browser, env.app.baseUrl);
    await page.goto('/auth');
    await page.getByLabel('Email').fill('não-é-email');
    await page.getByLabel('Senha').fill('123');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.getByText('Email inválido').waitFor();
    await page.getByText('Senha deve ter pelo menos 6 caracteres').waitFor();

    await page.getByLabel('Email').fill(env.app.admin.email);
    await page.getByLabel('Senha').fill('senha-errada');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.getByText('Login failed').waitFor();
    await page.getByText('Email ou senha incorretos').waitFor();
    expect(new URL(page.url()).pathname).toBe('/auth');
    await context.close();
  });

  it("signs in, shows the shell with the spec's ten entries in order (then the later ones), and navigates", async () => {
    const { page, errors, context } = await openSignedIn(env);
    const banner = page.getByRole('banner');
    await banner.getByText('Marina Souza').waitFor();
    await banner.getByText('Administrador').waitFor();

    const nav = page.getByRole('navigation', { name: 'Navegação principal' });
    const links = nav.getByRole('link');
    expect(await links.allInnerTexts()).toEqual([...NAV, ...LATER_NAV].map(([label]) => label));
    await expect.poll(() => nav.getByRole('link', { name: 'Dashboard', exact: true }).getAttribute('aria-current')).toBe('page');
    await expectNoSeriousA11yViolations(page, 'dashboard');
    await screenshot(page, 'shell-desktop');

    for (const [label, path] of [...NAV.slice(1), ...LATER_NAV]) {
      const link = nav.getByRole('link', { name: label, exact: true });
      await link.click();
      await page.waitForURL((url) => url.pathname === path);
      await expect.poll(() => link.getAttribute('aria-current')).toBe('page');
      expect(await nav.locator('[aria-current="page"]').count()).toBe(1);
    }
    // Signed in, /auth goes straight back to the dashboard.
    await page.goto('/auth');
    await page.waitForURL((url) => url.pathname === '/');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a centred spinner while the session is checked, then the screen', async () => {
    const { page, errors, context } = await openSignedIn(env);
    // Hold the session check back, as a slow network would.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/trpc\/[^?]*auth\.session/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/rooms', { waitUntil: 'commit' });
    const spinner = page.getByRole('status', { name: 'Carregando' });
    await spinner.waitFor();
    const box = (await spinner.boundingBox())!;
    expect(box.height).toBe(page.viewportSize()!.height);
    // Its name in words under it, before any script has run.
    expect(await spinner.innerText()).toBe('Carregando…');
    release();
    await page.getByRole('heading', { name: 'Salas', level: 1 }).waitFor();
    expect(await spinner.count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('collapses the side navigation on large screens', async () => {
    const { page, context } = await openSignedIn(env);
    const navbar = page.locator('.mantine-AppShell-navbar');
    const wide = (await navbar.boundingBox())!.width;
    expect(wide).toBe(256);
    await page.getByRole('button', { name: /recolher menu/i }).click();
    await page.waitForTimeout(400);
    expect((await navbar.boundingBox())!.width).toBe(64);
    await page.getByRole('button', { name: /expandir menu/i }).click();
    await page.waitForTimeout(400);
    expect((await navbar.boundingBox())!.width).toBe(256);
    await context.close();
  });

  it('opens the navigation as an overlay on a phone', async () => {
    const { page, context, errors } = await openSignedIn(env, PHONE);
    await screenshot(page, 'shell-phone');
    await page.getByRole('button', { name: /abrir menu/i }).click();
    await page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name: 'Salas' }).click();
    await page.waitForURL('**/rooms');
    await expectNoSeriousA11yViolations(page, '/rooms phone');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the 404 screen for an unknown route', async () => {
    const { page, context } = await openSignedIn(env);
    await page.goto('/nao-existe');
    await page.getByText('404 Page Not Found').waitFor();
    await page.getByText('Did you forget to add the page to the router?').waitFor();
    await expectNoSeriousA11yViolations(page, '404');
    await context.close();
  });

  it('signs out with Sair and protects the screens again', async () => {
    const { page, context } = await openSignedIn(env);
    await page.getByRole('button', { name: 'Sair' }).click();
    await page.waitForURL('**/auth');
    await page.goto('/');
    await page.waitForURL('**/auth');
    const rows = await env.app.db.selectFrom('systemLogs').select('action').where('action', '=', 'logout').execute();
    expect(rows.length).toBeGreaterThan(0);
    await context.close();
  });
});
