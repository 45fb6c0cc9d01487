/**
 * The first load of /auth and of the dashboard as Lighthouse sees it (issue #12): no issue
 * reported by Chromium (the CSP violation of zod's eval probe), one session check, every script
 * and stylesheet sent compressed and cached as immutable, the HTML revalidated.
 */
import type { CDPSession, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { PHONE, hasChromium, openPage } from '../support/browser';
import { signIn } from '../support/flows';
import { useAppAndBrowser } from '../support/suite';

interface Loaded {
  url: string;
  type: string;
  status: number;
  headers: Record<string, string>;
}

/** Records what a navigation loads, and the issues Chromium reports (its DevTools "Issues" panel). */
async function watch(page: Page): Promise<{ responses: Loaded[]; issues: unknown[]; cdp: CDPSession }> {
  const responses: Loaded[] = [];
  const issues: unknown[] = [];
  page.on('response', async (response) => {
    responses.push({
      url: new URL(response.url()).pathname + new URL(response.url()).search,
      type: response.request().resourceType(),
      status: response.status(),
      headers: await response.allHeaders(),
    });
  });
  const cdp = await page.context().newCDPSession(page);
  cdp.on('Audits.issueAdded', (event) => issues.push(event.issue));
  await cdp.send('Audits.enable');
  return { responses, issues, cdp };
}

function expectServedForProduction(responses: Loaded[]): void {
  const document = responses.find((r) => r.type === 'document')!;
  expect(document.headers['cache-control']).toBe('no-cache');
  const assets = responses.filter((r) => r.type === 'script' || r.type === 'stylesheet');
  expect(assets.length).toBeGreaterThan(1);
  for (const asset of assets) {
    expect(asset.status, asset.url).toBe(200);
    expect(asset.headers['cache-control'], asset.url).toBe('public, max-age=31536000, immutable');
    // Chromium asks for br; the build writes a .br beside every asset of 1 kB or more (smaller
    // ones are sent as they are).
    if (asset.headers['content-encoding'] === undefined) expect(Number(asset.headers['content-length']), asset.url).toBeLessThan(1024);
    else expect(asset.headers['content-encoding'], asset.url).toBe('br');
  }
}

const sessionChecks = (responses: Loaded[]) => responses.filter((r) => r.url.startsWith('/trpc/auth.session')).length;

describe.skipIf(!hasChromium)('First load in Chromium', () => {
  const env = useAppAndBrowser();

  it('/auth: no issue reported by Chromium, one session check, assets compressed and immutable', async () => {
    const { page, errors, context } = await openPage(env.browser, env.app.baseUrl, PHONE);
    const seen = await watch(page);
    await page.goto('/auth', { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Entrar' }).waitFor();
    // Validating the form runs the zod schemas (where the eval probe used to be reported).
    await page.getByLabel('Email').fill('não-é-email');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.getByText('Email inválido').waitFor();

    expect(seen.issues).toEqual([]);
    expect(sessionChecks(seen.responses)).toBe(1);
    expectServedForProduction(seen.responses);
    // The sign-in page is in the main chunk: its code arrives in one round of requests, all
    // named in the HTML (it used to be a second round of some fifteen files).
    const html = await (await fetch(`${env.app.baseUrl}/auth`)).text();
    for (const script of seen.responses.filter((r) => r.type === 'script')) expect(html, script.url).toContain(script.url);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the dashboard signed in: no issue, one session check, the signed-in code fetched alongside it', async () => {
    const { page, errors, context } = await openPage(env.browser, env.app.baseUrl);
    await signIn(page, env.app.admin.email, env.app.password);
    const seen = await watch(page);
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await page.getByTestId('stat-activePatients').waitFor();

    expect(seen.issues).toEqual([]);
    expect(sessionChecks(seen.responses)).toBe(1);
    expectServedForProduction(seen.responses);
    // The signed-in chunk (shell and dashboard) is requested before the session answer is back
    // (the shell used to wait for it, and the dashboard for the shell), and the page's code comes
    // in a few files, not dozens (48 before).
    const order = seen.responses.map((r) => r.url);
    const requested = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((e) => ({ name: new URL(e.name).pathname, start: e.startTime, end: (e as PerformanceResourceTiming).responseEnd })),
    );
    const session = requested.find((e) => e.name.startsWith('/trpc/auth.session'))!;
    const signedIn = requested.find((e) => /^\/assets\/signed-in-screens-[^/]+\.js$/.test(e.name));
    expect(signedIn, order.join(' ')).toBeDefined();
    expect(signedIn!.start).toBeLessThan(session.end);
    expect(seen.responses.filter((r) => r.type === 'script').length, order.join(' ')).toBeLessThanOrEqual(15);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('robots.txt is text that keeps the clinic out of search engines', async () => {
    const res = await fetch(`${env.app.baseUrl}/robots.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await res.text()).toBe('User-agent: *\nDisallow: /\n');
  });
});
