import {
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type VariantColorsResolver,
  createTheme,
  defaultVariantColorsResolver,
  parseThemeColor,
} from '@mantine/core';

import calendar from './calendar.module.css';
import collapse from './collapse.module.css';

/** A calm teal-blue: clinical without being cold. Shade 8 is the primary (white text on it passes WCAG AA). */
const clinic: MantineColorsTuple = [
  '#e6f7f8',
  '#ccecee',
  '#9ad9dd',
  '#64c5cb',
  '#3ab3bb',
  '#1fa7b0',
  '#0e9aa4',
  '#0a8790',
  '#067780',
  '#00666f',
];

const fontFamily =
  'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

/**
 * Mantine's default light and filled variants put text on colours that miss WCAG AA (4.5:1) for
 * several palettes (red, teal, green filled buttons; light badges). Darken them in one place so
 * every screen passes axe without per-component overrides.
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  const parsed = parseThemeColor({ color: input.color || input.theme.primaryColor, theme: input.theme });
  if (!parsed.isThemeColor || parsed.color === input.theme.primaryColor || parsed.shade !== undefined) return colors;
  const shade = (n: number) => `var(--mantine-color-${parsed.color}-${n})`;
  if (input.variant === 'light') return { ...colors, background: shade(0), hover: shade(1), color: shade(9) };
  if (input.variant === 'filled' && parsed.color !== 'dark') return { ...colors, background: shade(9), hover: shade(9) };
  // A subtle button's hover takes the light variant's hover: Mantine's (shade 2) leaves shade 9 text at 3.8:1.
  if (input.variant === 'subtle') return { ...colors, color: shade(9), hover: shade(1) };
  if (input.variant === 'outline') return { ...colors, color: shade(9) };
  return colors;
};

/**
 * The arrow buttons of every date picker's calendar (Mantine leaves them unnamed for screen
 * readers). The month and year buttons keep their visible text as their name.
 */
const CALENDAR_LABELS = {
  nextMonth: 'Próximo mês',
  previousMonth: 'Mês anterior',
  nextYear: 'Próximo ano',
  previousYear: 'Ano anterior',
  nextDecade: 'Próxima década',
  previousDecade: 'Década anterior',
};

export const theme = createTheme({
  variantColorResolver,
  colors: { clinic },
  primaryColor: 'clinic',
  primaryShade: 8,
  fontFamily,
  headings: { fontFamily, fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    Tooltip: { defaultProps: { openDelay: 700, withArrow: true } },
    Modal: {
      defaultProps: { centered: true, radius: 'md', closeButtonProps: { 'aria-label': 'Fechar' } },
      styles: { title: { fontWeight: 600, fontSize: 'var(--mantine-font-size-lg)' } } },
    Paper: { defaultProps: { radius: 'md' } },
    // An opening form card must not scroll inside while it grows (a click then lands beside its target).
    Collapse: { defaultProps: { className: collapse.clipWhileMoving } },
    // A badge is one short word ('Ativo', 'Pre-alta'): never cut to 'Ati…'. Its label box comes out
    // a pixel or two narrower than the bold text in table cells, and the ellipsis then ate the word.
    Badge: { styles: { root: { flexShrink: 0, minWidth: 'fit-content' }, label: { overflow: 'visible' } } },
    DateInput: { defaultProps: { ariaLabels: CALENDAR_LABELS }, classNames: { day: calendar.day } },
    DatePickerInput: { defaultProps: { ariaLabels: CALENDAR_LABELS }, classNames: { day: calendar.day } },
  },
});

/**
 * Secondary ("dimmed") text and field error messages darker than Mantine's defaults (gray.6 and
 * red.6 are about 3.3:1 on white), so they reach 4.5:1 everywhere, toasts included. Written with the
 * rest of the theme's variables into theme-variables.css (see theme-css-variables.ts).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-8)',
  },
  dark: {},
});
