import { readFileSync, writeFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { themeCssVariables } from './theme-css-variables';

const file = new URL('./theme-variables.css', import.meta.url);
const HEADER =
  '/* Generated from lib/theme.ts by theme-css-variables.test.ts (UPDATE_THEME_CSS=1 pnpm --filter @clinic/web test rewrites it): do not edit. */\n';

describe('theme CSS variables', () => {
  it('theme-variables.css holds what MantineProvider would write for the theme', () => {
    const expected = `${HEADER}${themeCssVariables()}\n`;
    if (process.env.UPDATE_THEME_CSS) writeFileSync(file, expected);
    expect(readFileSync(file, 'utf8'), 'theme.ts changed: run UPDATE_THEME_CSS=1 pnpm --filter @clinic/web test').toBe(expected);
  });

  it('sets the primary colour, the darker dimmed and error texts, and leaves Mantine defaults out', () => {
    const css = themeCssVariables();
    expect(css).toContain('--mantine-primary-color-filled: var(--mantine-color-clinic-filled)');
    expect(css).toContain('--mantine-color-clinic-filled: var(--mantine-color-clinic-8)');
    expect(css).toContain('--mantine-color-dimmed: var(--mantine-color-gray-7)');
    expect(css).toContain('--mantine-color-error: var(--mantine-color-red-8)');
    expect(css).not.toContain('--mantine-color-red-0:');
  });
});
