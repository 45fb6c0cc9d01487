/**
 * Prints the gzip size of the JavaScript the browser loads for /auth (the first page a visitor
 * sees), measured in Chromium against the real server and the built web app. Budget: 170 kB.
 *
 *   pnpm --filter @clinic/web build && pnpm bench
 */
import { gzipSync } from 'node:zlib';

import { seedUser } from '@clinic/api/testing';
import { createTestDatabase, startTestServer } from '@clinic/server/testing';
import { chromium } from 'playwright-core';

const BUDGET_KB = 170;
const webDist = new URL('../apps/web/dist', import.meta.url).pathname;
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const tdb = await createTestDatabase();
// A clinic with an account: on an empty one /auth offers creating the first administrator instead.
await seedUser(tdb.db, { role: 'admin' });
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
} finally {
  await browser.close();
  await server.close();
  await tdb.close();
}
