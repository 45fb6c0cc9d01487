/**
 * Issue 20, point 19 (spec §9): toasts dismissed by a swipe right from 50 px, F8 to the toast
 * viewport, tooltips after 700 ms with a 300 ms skip delay.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { PHONE, expectNoSeriousA11yViolations, hasChromium, openPage } from '../support/browser';
import { openSignedIn, signIn } from '../support/flows';
import { useAppAndBrowser } from '../support/suite';

const toasts = (page: Page) => page.locator('.mantine-Notification-root');

/** A failed sign-in: the one toast a visitor can raise without signing in. */
async function raiseToast(page: Page) {
  await page.goto('/auth');
  await page.getByLabel(/^Email/).fill('ninguem@clinica.com');
  await page.getByLabel(/^Senha/).fill('senha-errada-123');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await toasts(page).filter({ hasText: 'Login failed' }).waitFor();
}

/** Drags the toast sideways by `dx` pixels from its title, as a finger or mouse does. */
async function swipe(page: Page, dx: number) {
  const box = await toasts(page).getByText('Login failed').boundingBox();
  if (!box) throw new Error('swipe: toast not visible');
  const y = box.y + box.height / 2;
  const x = box.x + 10;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx / 2, y, { steps: 4 });
  await page.mouse.move(x + dx, y, { steps: 4 });
  await page.mouse.up();
}

describe.skipIf(!hasChromium)('Toasts and tooltips in Chromium (spec §9)', () => {
  const env = useAppAndBrowser();

  it('F8 takes the keyboard to the toasts; a swipe right from 50 px dismisses one, a shorter or leftward one does not', async () => {
    const { page, errors, context } = await openPage(env.browser, env.app.baseUrl);
    await raiseToast(page);

    await page.keyboard.press('F8');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Notificações (F8)');
    await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Fechar notificação');
    await expectNoSeriousA11yViolations(page, '/auth toast focused');

    await swipe(page, 30);
    await page.waitForTimeout(400);
    await expect(toasts(page).count()).resolves.toBe(1);
    await swipe(page, -90);
    await page.waitForTimeout(400);
    await expect(toasts(page).count()).resolves.toBe(1);
    await swipe(page, 80);
    await expect.poll(() => toasts(page).count(), { timeout: 3_000 }).toBe(0);
    // The failed sign-in itself shows up in the console as a 401: nothing else may.
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens a tooltip after 700 ms, the next one at once within 300 ms of the last closing', async () => {
    const { page, errors, context } = await openSignedIn(env);
    await page.getByRole('button', { name: 'Recolher menu' }).click();
    const nav = page.getByRole('navigation', { name: 'Navegação principal' });
    await nav.getByRole('link', { name: 'Pacientes' }).waitFor();

    // Measured in the page: from the pointer entering a link to its tooltip appearing.
    await page.evaluate(() => {
      const state = { entered: new Map<string, number>(), shown: new Map<string, number>() };
      (window as unknown as { tooltipTimes: typeof state }).tooltipTimes = state;
      document.addEventListener(
        'pointerover',
        (event) => {
          const link = (event.target as Element).closest('nav a');
          const label = link?.getAttribute('aria-label');
          if (label && !state.entered.has(label)) state.entered.set(label, performance.now());
        },
        true,
      );
      new MutationObserver(() => {
        for (const tip of Array.from(document.querySelectorAll('[role="tooltip"]'))) {
          const text = tip.textContent ?? '';
          if (!state.shown.has(text)) state.shown.set(text, performance.now());
        }
      }).observe(document.body, { childList: true, subtree: true });
    });
    const delay = (label: string) =>
      page.evaluate((name) => {
        const { entered, shown } = (window as unknown as { tooltipTimes: { entered: Map<string, number>; shown: Map<string, number> } }).tooltipTimes;
        const from = entered.get(name);
        const to = shown.get(name);
        return from === undefined || to === undefined ? null : Math.round(to - from);
      }, label);
    const away = async () => {
      const box = await page.getByRole('main').boundingBox();
      if (!box) throw new Error('no main');
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    };
    const hover = async (label: string) => {
      await nav.getByRole('link', { name: label }).hover();
      await page.getByRole('tooltip', { name: label }).waitFor();
    };

    await away();
    await hover('Pacientes');
    const first = (await delay('Pacientes')) ?? 0;
    expect(first).toBeGreaterThanOrEqual(650);

    // Off the link for a moment (under 300 ms), then the next one: no waiting again.
    await away();
    await page.waitForTimeout(100);
    await hover('Leads');
    const skipped = (await delay('Leads')) ?? Infinity;
    expect(skipped).toBeLessThan(650);

    // Away for longer than 300 ms: the next one waits its 700 ms again.
    await away();
    await page.waitForTimeout(1_000);
    await hover('Salas');
    const again = (await delay('Salas')) ?? 0;
    expect(again).toBeGreaterThanOrEqual(650);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a row action's tooltip shows on hover where a pointer can hover; a touch phone draws none", async () => {
    const { page, errors, context } = await openSignedIn(env);
    await page.goto('/users');
    await page.getByRole('button', { name: 'Editar usuário Marina Souza' }).hover();
    await page.getByRole('tooltip', { name: 'Editar Usuário' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();

    // A touch screen ('(hover: hover)' does not match): the same hover (a mouse event the phone
    // would never send) finds no tooltip to open, since none was drawn.
    const phone = await env.browser.newContext({ baseURL: env.app.baseUrl, viewport: PHONE, hasTouch: true, isMobile: true, locale: 'pt-BR' });
    const touch = await phone.newPage();
    await signIn(touch, env.app.admin.email, env.app.password);
    await touch.goto('/users');
    const edit = touch.getByRole('button', { name: 'Editar usuário Marina Souza' });
    await edit.hover();
    await touch.waitForTimeout(1_200);
    await expect(touch.getByRole('tooltip').count()).resolves.toBe(0);
    await phone.close();
  });
});
