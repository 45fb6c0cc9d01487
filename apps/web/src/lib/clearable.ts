/**
 * Props of a clearable Mantine input whose clear button is named for what it clears ('Limpar sexo'):
 * an unnamed ×, read aloud as just "button", fails the accessibility checks.
 */
export const clearableAs = (clearLabel: string) => ({ clearable: true, clearButtonProps: { 'aria-label': clearLabel } }) as const;
