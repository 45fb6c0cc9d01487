/**
 * How the built web app is served (issue #12, Lighthouse): hashed assets compressed and cached for
 * a year, the HTML revalidated on every visit, robots.txt as text, a missing chunk a 404.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { RestClient, type TestDatabase, type TestServer, createTestDatabase, signedInClient, startTestServer } from '../testing/test-server';
import { CONTENT_SECURITY_POLICY } from './security';

let tdb: TestDatabase;
let server: TestServer;
const INDEX = '<!doctype html><html lang="pt-BR"><body><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script></body></html>';
const SCRIPT = 'export const texto = "clínica";\n'.repeat(100);
/** First screens' pages, as the web build writes them (apps/web/build/first-screen-pages.ts). */
const DASHBOARD_PAGE = INDEX.replace('<body>', '<link rel="modulepreload" crossorigin href="/assets/dashboard-1.js"><body>');
const AGENDA_PAGE = INDEX.replace('<body>', '<link rel="modulepreload" crossorigin href="/assets/agenda-1.js"><body>');

beforeAll(async () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  writeFileSync(path.join(dist, 'first-screen-dashboard.html'), DASHBOARD_PAGE);
  writeFileSync(path.join(dist, 'first-screen-appointments.html'), AGENDA_PAGE);
  writeFileSync(
    path.join(dist, 'first-screen-pages.json'),
    JSON.stringify({ '/': 'first-screen-dashboard.html', '/appointments': 'first-screen-appointments.html' }),
  );
  writeFileSync(path.join(dist, 'robots.txt'), 'User-agent: *\nDisallow: /\n');
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), SCRIPT);
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js.gz'), gzipSync(SCRIPT));
  tdb = await createTestDatabase();
  server = await startTestServer(tdb.db, { webDist: dist, production: true });
});
afterAll(async () => {
  await server?.close();
  await tdb?.close();
});

const get = (url: string, headers: Record<string, string> = {}) => new RestClient(server.baseUrl).get(url, headers);

describe('the built web app', () => {
  it('answers the app (/ and client routes) as HTML that the browser revalidates on every visit', async () => {
    const pages: [string, string][] = [
      ['/', DASHBOARD_PAGE],
      ['/?from=menu', DASHBOARD_PAGE],
      ['/appointments', AGENDA_PAGE],
      ['/appointments/', AGENDA_PAGE],
      ['/appointments?date=2026-11-26', AGENDA_PAGE],
      ['/appointments/new', INDEX],
      ['/auth', INDEX],
      ['/patients', INDEX],
      ['/reports/12/analysis', INDEX],
      ['/no-such-screen', INDEX],
    ];
    for (const [url, page] of pages) {
      const res = await get(url, { 'accept-encoding': 'br, gzip' });
      expect(res.status, url).toBe(200);
      expect(res.headers.get('content-type'), url).toMatch(/^text\/html/);
      expect(res.headers.get('cache-control'), url).toBe('no-cache');
      // A first screen's page asks for its code from the HTML (the build's table says which); the rest get index.html.
      expect(res.text, url).toBe(page);
      // The policy the page runs under: scripts from the site only, never eval or inline.
      expect(res.headers.get('content-security-policy'), url).toBe(CONTENT_SECURITY_POLICY);
    }
    expect(CONTENT_SECURITY_POLICY).toContain("script-src 'self';");
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/script-src[^;]*unsafe/);
  });

  it('sends hashed assets compressed, cached for a year as immutable', async () => {
    const br = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('content-type')).toMatch(/^(application|text)\/javascript/);
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(br.text).toBe(SCRIPT);
    expect(Number(br.headers.get('content-length'))).toBeLessThan(SCRIPT.length / 5);

    const gz = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gz.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('compresses JSON answers over 1 kB when the client accepts it, tRPC and REST alike (#20.20)', async () => {
    const { client } = await signedInClient(server, tdb.db, 'admin');
    await tdb.db
      .insertInto('rooms')
      .values(Array.from({ length: 40 }, (_, i) => ({ name: `Sala de atendimento número ${i + 1}` })))
      .execute();
    for (const url of ['/trpc/rooms.list?batch=1&input=%7B%7D', '/api/rooms', '/api/openapi.json']) {
      const plain = await client.get(url, { 'accept-encoding': 'identity' });
      expect(plain.status, url).toBe(200);
      expect(plain.headers.get('content-encoding'), url).toBeNull();
      expect(plain.text.length, url).toBeGreaterThan(2048);
      for (const encoding of ['br', 'gzip']) {
        const packed = await client.get(url, { 'accept-encoding': encoding });
        expect(packed.headers.get('content-encoding'), `${url} ${encoding}`).toBe(encoding);
        expect(packed.headers.get('vary'), url).toMatch(/accept-encoding/i);
        expect(packed.body, `${url} ${encoding}`).toEqual(plain.body);
      }
    }
    // A small answer is sent as it is.
    const small = await client.get('/api/user', { 'accept-encoding': 'br' });
    expect(small.status).toBe(200);
    expect(small.headers.get('content-encoding')).toBeNull();
  });

  it('answers a missing asset 404 (not the app as HTML), so an old page asking for a replaced chunk fails clearly', async () => {
    for (const url of ['/assets/index-old999.js', '/assets/login-page-old999.css']) {
      const res = await get(url);
      expect(res.status, url).toBe(404);
      expect(res.headers.get('content-type'), url).toMatch(/^application\/json/);
      expect(res.body, url).toMatchObject({ code: 'NOT_FOUND', message: 'Rota não encontrada' });
    }
  });

  it('serves robots.txt as text (it used to be the app as HTML)', async () => {
    const res = await get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.text).toBe('User-agent: *\nDisallow: /\n');
  });
});
