import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { FIRST_SCREEN_PAGES_FILE, webAppPages } from './web-app-pages';

function dist(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'web-pages-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  return dir;
}

describe('webAppPages', () => {
  it('answers index.html for every route when the build wrote no table', () => {
    const pageFor = webAppPages(dist({ 'index.html': '' }));
    expect(['/', '/appointments', '/auth'].map(pageFor)).toEqual(['index.html', 'index.html', 'index.html']);
  });

  it('answers a first screen its page, with or without a final slash or a query', () => {
    const pageFor = webAppPages(
      dist({
        'index.html': '',
        'first-screen-patients.html': '',
        [FIRST_SCREEN_PAGES_FILE]: JSON.stringify({ '/patients': 'first-screen-patients.html' }),
      }),
    );
    expect(pageFor('/patients')).toBe('first-screen-patients.html');
    expect(pageFor('/patients/')).toBe('first-screen-patients.html');
    expect(pageFor('/patients?page=2#top')).toBe('first-screen-patients.html');
    expect(pageFor('/patients/12')).toBe('index.html');
    expect(pageFor('/patients//')).toBe('index.html');
  });

  it('refuses to start on a table that names a page outside the build', () => {
    for (const file of ['../etc/passwd', 'missing.html', 'assets/x.html', 42]) {
      const dir = dist({ 'index.html': '', [FIRST_SCREEN_PAGES_FILE]: JSON.stringify({ '/': file }) });
      expect(() => webAppPages(dir), String(file)).toThrow(/not in the build/);
    }
    expect(() => webAppPages(dist({ [FIRST_SCREEN_PAGES_FILE]: '[]' }))).toThrow(/not an object/);
  });
});
