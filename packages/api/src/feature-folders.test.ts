/**
 * One name per feature in the four places: every folder of packages/api/src/routers has a folder
 * of the same name in packages/domain/src and, when it backs a screen, in apps/web/src/features
 * (the feature map in the README lists them). A new router, or a renamed folder on one side only,
 * fails here.
 */
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** Routers without a screen of their own (none of them has rules of its own either). */
const WITHOUT_SCREEN = ['health'];
/** Routers without domain rules: the health check answers the server's own state. */
const WITHOUT_DOMAIN = ['health'];

const foldersIn = (relative: string): string[] =>
  readdirSync(fileURLToPath(new URL(relative, import.meta.url)), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

const routers = foldersIn('./routers/');
const domain = new Set(foldersIn('../../domain/src/'));
const web = new Set(foldersIn('../../../apps/web/src/features/'));

describe('feature folders', () => {
  it('finds the routers', () => {
    expect(routers).toContain('rooms');
    expect(routers.length).toBeGreaterThan(10);
  });

  it('gives every router a domain folder of the same name', () => {
    expect(routers.filter((name) => !WITHOUT_DOMAIN.includes(name) && !domain.has(name))).toEqual([]);
  });

  it('gives every router that backs a screen a web feature folder of the same name', () => {
    expect(routers.filter((name) => !WITHOUT_SCREEN.includes(name) && !web.has(name))).toEqual([]);
  });

  it('keeps the exceptions true: they are routers, and really have no such folder', () => {
    for (const name of [...WITHOUT_SCREEN, ...WITHOUT_DOMAIN]) expect(routers).toContain(name);
    expect(WITHOUT_SCREEN.filter((name) => web.has(name))).toEqual([]);
    expect(WITHOUT_DOMAIN.filter((name) => domain.has(name))).toEqual([]);
  });
});
