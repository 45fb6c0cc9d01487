/**
 * Prints the gzip size of the JavaScript the browser loads for /auth (the first page a visitor
 * sees), measured in Chromium against the real server and the built web app. Budget: 170 kB.
 * Then, signed in, the same for the first screens (the dashboard, the agenda, the patient list):
 * the JavaScript asked for before the screen's first render (what its first paint waits for), and
 * what it asks for after (the closed dialogs' code, fetched once the browser is idle).
 *
 *   pnpm --filter @clinic/web build && pnpm bench
 *
 * WEB_DIST=dir measures another build.
 */
import { gzipSync } from 'node:zlib';

import { TEST_PASSWORD, seedUser } from '@clinic/api/testing';
import { createTestDatabase, startTestServer } from '@clinic/server/testing';
import { chromium } from 'playwright-core';

import { firstRenderAt, watchFirstRender } from '../e2e/support/first-render';

const BUDGET_KB = 170;
const webDist = process.env.WEB_DIST ?? new URL('../apps/web/dist', import.meta.url).pathname;
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const tdb = await createTestDatabase();
// A clinic with an account: on an empty one /auth offers creating the first administrator instead.
const admin = await seedUser(tdb.db, { role: 'admin' });
const server = await startTestServer(tdb.db, { webDist });
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  const page = await browser.newPage();
  const scripts: { url: string; raw: number; gzip: number }[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body();
    scripts.push({ url: new URL(response.url()).pathname, raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
  });
  await page.goto(`${server.baseUrl}/auth`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Entrar' }).waitFor();
  scripts.sort((a, b) => b.gzip - a.gzip);
  const kb = (n: number) => (n / 1024).toFixed(1);
  for (const s of scripts) console.log(`${kb(s.gzip).padStart(7)} kB gzip  ${kb(s.raw).padStart(7)} kB raw  ${s.url}`);
  const total = scripts.reduce((sum, s) => sum + s.gzip, 0);
  console.log(`first page (/auth): ${scripts.length} scripts, ${kb(total)} kB gzip (budget ${BUDGET_KB} kB)`);
  if (total / 1024 > BUDGET_KB) process.exitCode = 1;

  const signedIn = await browser.newContext({ baseURL: server.baseUrl });
  const signIn = await signedIn.request.post('/api/login', { data: { email: admin.email, password: TEST_PASSWORD } });
  if (!signIn.ok()) throw new Error(`sign-in answered ${signIn.status()}`);
  const storageState = await signedIn.storageState();
  await signedIn.close();
  for (const screen of ['/', '/appointments', '/patients']) {
    // A browser that has not been here before, signed in.
    const context = await browser.newContext({ baseURL: server.baseUrl, storageState });
    const screenPage = await context.newPage();
    await watchFirstRender(screenPage);
    const bodies = new Map<string, Promise<Buffer>>();
    screenPage.on('response', (response) => {
      if (response.request().resourceType() === 'script') bodies.set(new URL(response.url()).pathname, response.body());
    });
    await screenPage.goto(screen, { waitUntil: 'networkidle' });
    const firstRender = await firstRenderAt(screenPage);
    const requested = await screenPage.evaluate(() =>
      performance.getEntriesByType('resource').map((e) => ({ name: new URL(e.name).pathname, start: e.startTime })),
    );
    const sizes = async (names: string[]) => {
      const gzip = await Promise.all(names.map(async (name) => gzipSync(await bodies.get(name)!, { level: 9 }).length));
      return { count: names.length, gzip: gzip.reduce((sum, n) => sum + n, 0) };
    };
    const js = requested.filter((e) => bodies.has(e.name));
    if (process.env.FIRST_PAGE_VERBOSE) console.log(`  first render at ${Math.round(firstRender)} ms`);
    if (process.env.FIRST_PAGE_VERBOSE) for (const e of js) console.log(`  ${e.start < firstRender ? "before" : "after "} ${Math.round(e.start)} ms  ${e.name}`);
    const before = await sizes(js.filter((e) => e.start < firstRender).map((e) => e.name));
    const after = await sizes(js.filter((e) => e.start >= firstRender).map((e) => e.name));
    console.log(
      `${screen.padEnd(13)} before its first render: ${before.count} scripts, ${kb(before.gzip)} kB gzip; after: ${after.count} scripts, ${kb(after.gzip)} kB gzip`,
    );
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
  await tdb.close();
}
