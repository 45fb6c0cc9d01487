/**
 * The first run (issue 20, spec §4 and §8): on a clinic without any account the sign-in page offers
 * creating the first administrator, who is signed in at once; a registration the server refuses
 * shows 'Registration failed' with the server's message. Each attempt runs its own server on its
 * own empty database, so a retry never finds the account a failed attempt created.
 */
import { type TestServer, createTestDatabase, startTestServer } from '@clinic/server/testing';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { PHONE, expectNoSeriousA11yViolations, hasChromium, launchBrowser, openPage, screenshot } from '../support/browser';
import { webDist } from '../support/app';

const PASSWORD = 'Pelvica#2026x';

async function fillFirstAdmin(page: Page, email: string): Promise<void> {
  await page.getByLabel(/^Nome/).fill('Helena');
  await page.getByLabel(/^Sobrenome/).fill('Prado');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Senha/).fill(PASSWORD);
}

describe.skipIf(!hasChromium)('First administrator in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('offers creating the first administrator on an empty clinic, signs her in, then offers only sign-in', async () => {
    const tdb = await createTestDatabase();
    let server: TestServer | undefined;
    try {
      server = await startTestServer(tdb.db, { webDist });
      // Two people open the sign-in page of the new clinic; both are offered the first account.
      const first = await openPage(browser, server.baseUrl, PHONE);
      const second = await openPage(browser, server.baseUrl);
      for (const { page } of [first, second]) {
        await page.goto('/auth');
        await page.getByRole('heading', { name: 'Criar administrador', level: 1 }).waitFor();
      }
      const { page } = first;
      expect(await page.getByRole('button', { name: 'Entrar' }).count()).toBe(0);

      // The rules are checked under the fields before anything is sent.
      await page.getByRole('button', { name: 'Criar administrador' }).click();
      await page.getByText('Nome é obrigatório', { exact: true }).waitFor();
      await page.getByText('Email inválido').waitFor();
      await page.getByText('A senha deve ter pelo menos 8 caracteres').waitFor();
      await fillFirstAdmin(page, 'helena@clinica.com');
      await expectNoSeriousA11yViolations(page, '/auth first administrator');
      await screenshot(page, 'first-admin-phone');

      await page.getByRole('button', { name: 'Criar administrador' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByTestId('current-user').waitFor();
      const users = await tdb.db.selectFrom('users').select(['email', 'role', 'firstName', 'lastName']).execute();
      expect(users).toEqual([{ email: 'helena@clinica.com', role: 'admin', firstName: 'Helena', lastName: 'Prado' }]);

      // The second person, still on the form, is refused: the toast says so, and the page now
      // offers signing in.
      await fillFirstAdmin(second.page, 'outra@clinica.com');
      await second.page.getByRole('button', { name: 'Criar administrador' }).click();
      await second.page.getByText('Registration failed').waitFor();
      await second.page.getByText('Sessão expirada ou inexistente. Entre novamente.').waitFor();
      await second.page.getByRole('heading', { name: 'Entrar', level: 1 }).waitFor();
      expect(await tdb.db.selectFrom('users').select('email').execute()).toHaveLength(1);

      // A fresh visit is the ordinary sign-in page, and the new administrator signs in there.
      const later = await openPage(browser, server.baseUrl);
      await later.page.goto('/auth');
      await later.page.getByLabel('Email').fill('helena@clinica.com');
      await later.page.getByLabel('Senha').fill(PASSWORD);
      await later.page.getByRole('button', { name: 'Entrar' }).click();
      await later.page.waitForURL((url) => url.pathname === '/');
      expect(await later.page.getByRole('heading', { name: 'Criar administrador' }).count()).toBe(0);

      for (const opened of [first, second, later]) {
        expect(opened.errors).toEqual([]);
        await opened.context.close();
      }
    } finally {
      await server?.close();
      await tdb.close();
    }
    // It starts its own database and server, and drives three browser contexts.
  }, 150_000);
});
