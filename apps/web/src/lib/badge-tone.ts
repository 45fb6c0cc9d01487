import type { BadgeProps } from '@mantine/core';

/**
 * A pale badge in one of the theme's colours, its text darker than Mantine's light variant so
 * small text keeps a 4.5:1 contrast (green and yellow fall short otherwise).
 */
export function toneOf(color: string): Pick<BadgeProps, 'bg' | 'c'> {
  return { bg: `${color}.0`, c: `color-mix(in srgb, var(--mantine-color-${color}-9), black 30%)` };
}
