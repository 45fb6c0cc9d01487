import type { Page, ViewportSize } from 'playwright-core';

import { openPage } from './browser';
import type { BrowserSuite } from './suite';

/** Signs in through the login screen, as a person would, and waits for the dashboard. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  // The shell (a lazily loaded chunk) is up once the top bar shows who is signed in.
  await page.getByTestId('current-user').waitFor();
}

/** A new page (a context of its own), signed in as `email` (the admin unless given). */
export async function openSignedIn(env: BrowserSuite, viewport?: ViewportSize, email = env.app.admin.email) {
  const opened = await openPage(env.browser, env.app.baseUrl, viewport);
  await signIn(opened.page, email, env.app.password);
  return opened;
}

/**
 * A new page signed in (as openSignedIn) on `path`, once the screen's title (its only h1) is
 * drawn: the screen's code has arrived (its data may still be on the way).
 */
export async function openScreen(env: BrowserSuite, path: string, title: string, viewport?: ViewportSize, email?: string) {
  const opened = await openSignedIn(env, viewport, email);
  await opened.page.goto(path);
  await opened.page.getByRole('heading', { name: title, level: 1 }).waitFor();
  return opened;
}
