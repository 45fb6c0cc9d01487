/**
 * Issue 20, point 16: no label cut short ('Ati…', 'Desfa', 'Ver detalh', 'Criar token') and no price
 * broken inside the number, from a phone to a wide screen.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';

import { hasChromium, openPage, screenshot } from '../support/browser';
import { signIn } from '../support/flows';
import { useAppAndBrowser } from '../support/suite';

const WIDTHS = [390, 768, 1024, 1280, 1440];
const SCREENS = ['/services', '/users', '/patients', '/integrations', '/leads'];

/** Badges and buttons whose text is wider than their box (an ellipsis or a clipped word). */
function cutLabels(page: Page) {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('.mantine-Badge-label, .mantine-Button-label'))
      .filter((label) => label.offsetParent !== null && label.scrollWidth > label.clientWidth + 1)
      .map((label) => `${label.textContent} (${label.scrollWidth}>${label.clientWidth})`),
  );
}

describe.skipIf(!hasChromium)('Labels and prices at every width', () => {
  const env = useAppAndBrowser();

  beforeAll(async () => {
    await env.app.db
      .insertInto('services')
      .values([
        { name: 'Pacote anual de reabilitação pélvica completa', price: '12345.67', quantity: 1200 },
        { name: 'Laser', price: '99999.99', quantity: 100000, isActive: false },
      ])
      .execute();
    await env.app.db
      .insertInto('patients')
      .values([{ firstName: 'Marta', lastName: 'Silva', phone: '(11) 91234-5678', birthDate: '1980-02-01', status: 'Pre-alta' }])
      .execute();
    for (const n of [1, 2, 3]) {
      await env.app.seedUser({ role: 'physiotherapist', firstName: `Fisio${n}`, lastName: 'Teste', crefito: `12345${n}-F` });
    }
  });

  it('keeps every badge and button label whole and every price on one line', async () => {
    const problems: string[] = [];
    for (const width of WIDTHS) {
      const { page, errors, context } = await openPage(env.browser, env.app.baseUrl, { width, height: 900 });
      await signIn(page, env.app.admin.email, env.app.password);
      for (const screen of SCREENS) {
        await page.goto(screen);
        await page.locator('main h1').first().waitFor();
        // Lists arrive after the heading (as a table or as cards, the other one hidden).
        const shown = (text: string) => page.locator(`:text-is("${text}"):visible`).first().waitFor();
        if (screen === '/services') await shown('Laser');
        if (screen === '/users') await shown('Fisio3 Teste');
        if (screen === '/patients') await shown('Marta Silva');
        await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
        for (const cut of await cutLabels(page)) problems.push(`${width}px ${screen}: ${cut}`);
        if (screen === '/services') {
          // The lines the price's own text takes (its cell may be taller than one line).
          const lines = await page.locator(':text-is("R$\u00a012.345,67"):visible').first().evaluate((el) => {
            const range = document.createRange();
            range.selectNodeContents(el);
            return new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top))).size;
          });
          if (lines !== 1) problems.push(`${width}px /services: price on ${lines} lines`);
        }
        if (width === 390 || width === 1440) await screenshot(page, `labels-${width}${screen.replace('/', '-')}`);
      }
      expect(errors).toEqual([]);
      await context.close();
    }
    expect(problems).toEqual([]);
  });
});
