/**
 * One name per feature in the four places: every folder of packages/api/src/routers has a folder
 * of the same name in packages/domain/src and, when it backs a screen, in apps/web/src/features
 * (the feature map in the README lists them). A new router, or a renamed folder on one side only,
 * fails here; so does a router the README's feature map has no row for, or a row for no router.
 */
import { readFileSync, readdirSync } from 'node:fs';
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

/** The first cell of each row of the README's feature map: "| `rooms` | …" or "| `leads` (with …) | …". */
function featureMapRows(readme: string): string[] {
  const section = readme.split('#### Feature map')[1]?.split(/\n#+ |\n\n(?!\|)/)[0] ?? '';
  return [...section.matchAll(/^\| `([a-z-]+)`[^|]*\|/gm)].map((match) => match[1] ?? '').sort();
}
const readme = readFileSync(fileURLToPath(new URL('../../../README.md', import.meta.url)), 'utf8');

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

  it("has a row for every router in the README's feature map, and no row for a router that is gone", () => {
    expect(featureMapRows(readme)).toEqual(routers);
  });

  it('reads the feature map rows by their first cell', () => {
    const table = '#### Feature map\n\n| Feature | db |\n| --- | --- |\n| `rooms` | x |\n| `leads` (with the pipeline) | y |\n\nText after.\n| `after` | z |';
    expect(featureMapRows(table)).toEqual(['leads', 'rooms']);
  });

  it('keeps the exceptions true: they are routers, and really have no such folder', () => {
    for (const name of [...WITHOUT_SCREEN, ...WITHOUT_DOMAIN]) expect(routers).toContain(name);
    expect(WITHOUT_SCREEN.filter((name) => web.has(name))).toEqual([]);
    expect(WITHOUT_DOMAIN.filter((name) => domain.has(name))).toEqual([]);
  });
});
