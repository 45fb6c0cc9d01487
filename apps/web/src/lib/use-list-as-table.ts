import { useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/** From this breakpoint up a list is a table; below it, one card per row. */
const LIST_AS_TABLE = 'lg';

/**
 * Whether a list is drawn as the table, known in the first render and followed as the screen
 * changes. Only that form is drawn: both with one hidden by CSS doubled the first render on a phone
 * (twenty rows of icon buttons with tooltips that nobody sees).
 */
export function useListAsTable(): boolean {
  const theme = useMantineTheme();
  return useMediaQuery(`(min-width: ${theme.breakpoints[LIST_AS_TABLE]})`, false, { getInitialValueInEffect: false });
}
