/** The physiotherapist colour when none (or no valid one) is set (spec §9). */
export const DEFAULT_PHYSIOTHERAPIST_COLOR = '#498ef2';

const HEX = /^#([0-9a-f]{6}|[0-9a-f]{3})$/i;

/** A usable '#rrggbb' colour: the given one, or the default. */
export function safeColor(color: string | null | undefined): string {
  const value = (color ?? '').trim();
  if (!HEX.test(value)) return DEFAULT_PHYSIOTHERAPIST_COLOR;
  if (value.length === 4) return `#${[...value.slice(1)].map((c) => c + c).join('')}`.toLowerCase();
  return value.toLowerCase();
}

/** WCAG relative luminance of a '#rrggbb' colour. */
export function relativeLuminance(color: string): number {
  const hex = safeColor(color).slice(1);
  const [r, g, b] = [0, 2, 4].map((i) => {
    const channel = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio between two colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * Black or white, whichever reads better on `background`. One of the two always reaches at least
 * 4.58:1 (WCAG AA for normal text), whatever colour a physiotherapist picked.
 */
export function readableTextColor(background: string): '#000000' | '#ffffff' {
  return contrastRatio(background, '#000000') >= contrastRatio(background, '#ffffff') ? '#000000' : '#ffffff';
}
