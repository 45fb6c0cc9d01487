/**
 * The temporary sign-in lock (10 wrong passwords in a row): the login screen says until when, the
 * users screen shows it instead of 'Ativo', and an admin lifts it. Each test seeds its own user and
 * lock (a row as the server writes it), so a retry never trips on an earlier attempt, and no wrong
 * password is typed here: those would fill this IP's budget for the minute and refuse later sign-ins.
 */
import type { UserRow } from '@clinic/db';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { PHONE, expectNoSeriousA11yViolations, hasChromium, openPage, screenshot } from '../support/browser';
import { signIn } from '../support/flows';
import { useAppAndBrowser } from '../support/suite';

const LOCK_MS = 15 * 60_000;
const clinicTime = (at: Date) =>
  new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit', timeZone: 'America/Sao_Paulo' }).format(at);

describe.skipIf(!hasChromium)('sign-in lock in Chromium', () => {
  const env = useAppAndBrowser();

  // Each attempt (a retry too) has its own user, so no row is left over from a failed attempt.
  let attempt = 0;

  /** A new physiotherapist locked out from now for 15 minutes; returns them, their name and when the lock ends. */
  async function lockedUser(firstName: string): Promise<{ user: UserRow; name: string; until: Date }> {
    attempt += 1;
    const user = await env.app.seedUser({ role: 'physiotherapist', firstName, lastName: `Travada ${attempt}` });
    const until = new Date(Date.now() + LOCK_MS);
    await env.app.db.insertInto('loginLocks').values({ email: user.email, failures: 10, lockedUntil: until }).execute();
    return { user, name: `${firstName} Travada ${attempt}`, until };
  }

  async function tryToSignIn(page: Page, email: string): Promise<void> {
    await page.goto('/auth');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Senha').fill(env.app.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
  }

  it('tells the person locked out to try again in 15 minutes, and at what time', async () => {
    const { user, until } = await lockedUser('Lia');
    const { page, errors, context } = await openPage(env.browser, env.app.baseUrl);
    try {
      await tryToSignIn(page, user.email);
      await page.getByText('Login failed').waitFor();
      await page.getByText(`Muitas tentativas de login. Tente novamente em 15 minutos (às ${clinicTime(until)}).`).waitFor();
      expect(new URL(page.url()).pathname).toBe('/auth');
      // The toast's description meets the contrast rule since the theme's fix (issue 20).
      await expectNoSeriousA11yViolations(page, '/auth with the lock toast');
      await screenshot(page, 'sign-in-locked');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("shows the lock on the users screen instead of 'Ativo', an admin lifts it, and the user signs in", async () => {
    const { user, name, until } = await lockedUser('Rita');
    const badge = `Bloqueado temporariamente até ${clinicTime(until)}`;
    const { page, errors, context } = await openPage(env.browser, env.app.baseUrl);
    try {
      await signIn(page, env.app.admin.email, env.app.password);
      await page.goto('/users');
      const row = page.getByRole('row', { name: new RegExp(`${name}\\b`) });
      await row.getByText(badge, { exact: true }).waitFor();
      expect(await row.getByText('Ativo', { exact: true }).count()).toBe(0);
      await expectNoSeriousA11yViolations(page, '/users with a sign-in lock');
      await screenshot(page, 'users-sign-in-lock');

      // Blocking says what happens to the user's API tokens (cancelled here).
      await row.getByRole('button', { name: `Bloquear usuário ${name}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Bloquear usuário' });
      await dialog.getByText('Os tokens de API deste usuário serão revogados e não voltam a valer se ele for desbloqueado.').waitFor();
      await dialog.getByRole('button', { name: 'Cancelar' }).click();
      await dialog.waitFor({ state: 'hidden' });

      await row.getByRole('button', { name: `Liberar login de ${name}` }).click();
      await page.getByText('Login liberado').waitFor();
      await row.getByText('Ativo', { exact: true }).waitFor();
      await row.getByRole('button', { name: `Liberar login de ${name}` }).waitFor({ state: 'detached' });
      expect(await row.getByText(badge).count()).toBe(0);

      const log = await env.app.db
        .selectFrom('systemLogs')
        .select(['description', 'userId'])
        .where('entityId', '=', user.id)
        .where('action', '=', 'update')
        .execute();
      expect(log).toEqual([
        { description: `Bloqueio temporário de login de ${name} removido (iria até ${clinicTime(until)})`, userId: env.app.admin.id },
      ]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }

    const signedIn = await openPage(env.browser, env.app.baseUrl);
    try {
      await signIn(signedIn.page, user.email, env.app.password);
    } finally {
      await signedIn.context.close();
    }
  });

  it('shows the lock and the lift button on a phone card too', async () => {
    const { name, until } = await lockedUser('Vera');
    const { page, errors, context } = await openPage(env.browser, env.app.baseUrl, PHONE);
    try {
      await signIn(page, env.app.admin.email, env.app.password);
      await page.goto('/users');
      const card = page.getByRole('listitem').filter({ hasText: name });
      await card.getByText(`Bloqueado temporariamente até ${clinicTime(until)}`, { exact: true }).waitFor();
      await card.getByRole('button', { name: `Liberar login de ${name}` }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      await screenshot(page, 'users-sign-in-lock-phone');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
