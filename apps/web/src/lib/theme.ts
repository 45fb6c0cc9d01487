import { type CSSVariablesResolver, type MantineColorsTuple, createTheme } from '@mantine/core';

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

export const theme = createTheme({
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
  },
});

/** Secondary ("dimmed") text one shade darker than Mantine's default, to reach 4.5:1 contrast on white. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
});
