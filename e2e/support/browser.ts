/**
 * Chromium for end-to-end tests: Debian's package driven by playwright-core. Where no Chromium is
 * installed the suites are skipped, loudly, with the command that installs it.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { type Browser, type BrowserContext, type Page, chromium } from 'playwright-core';
import { expect } from 'vitest';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const hasChromium = existsSync(chromiumPath);

if (!hasChromium) {
  const line = '!'.repeat(78);
  console.warn(
    `\n${line}\n  END-TO-END TESTS SKIPPED: no Chromium at ${chromiumPath}.\n` +
      `  Install it with:  apt-get update && apt-get install -y chromium\n` +
      `  (or point CHROMIUM_PATH at a Chromium binary)\n${line}\n`,
  );
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export const DESKTOP = { width: 1440, height: 900 };
export const PHONE = { width: 390, height: 844 };

export interface TestPage {
  context: BrowserContext;
  page: Page;
  /** Console errors and failed page scripts (CSP violations land here). */
  errors: string[];
}

export async function openPage(browser: Browser, baseURL: string, viewport = DESKTOP): Promise<TestPage> {
  const context = await browser.newContext({ baseURL, viewport, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    // Chromium logs every 4xx answer (401 = signed out, 409 = duplicate...): those are expected
    // answers the screens handle. Script errors and CSP violations are what must never appear.
    if (message.type() === 'error' && !/Failed to load resource: the server responded with a status of 4\d\d/.test(message.text())) {
      errors.push(message.text());
    }
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; html: string; failureSummary?: string }[];
}

/** Runs axe-core on the page (evaluated directly, so the app's strict CSP stays on). */
export async function expectNoSeriousA11yViolations(page: Page, label: string): Promise<void> {
  // Measure what a person sees once dialogs and toasts have finished fading in. A Mantine transition
  // starts a frame or two after the element appears, so wait for frames, then for the animations,
  // until none is left running (a half-faded dialog reads as low contrast).
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
    for (let round = 0; round < 10; round += 1) {
      await frame();
      await frame();
      const running = document.getAnimations().filter((a) => a.playState === 'running' || a.pending);
      if (running.length === 0) return;
      await Promise.all(running.map((a) => a.finished.catch(() => undefined)));
    }
  });
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const result = await (window as unknown as { axe: { run(): Promise<{ violations: AxeViolation[] }> } }).axe.run();
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target, html: n.html.slice(0, 160), why: n.failureSummary })),
    }));
  });
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious, `${label}: ${JSON.stringify(serious, null, 2)}`).toEqual([]);
}

const screenshotDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'screenshots');

/** Saves a screenshot for people to look at (e2e/screenshots, not committed). */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true });
}
