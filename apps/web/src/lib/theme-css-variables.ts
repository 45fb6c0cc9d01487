import {
  type ConvertCSSVariablesInput,
  DEFAULT_THEME,
  convertCssVariables,
  deepMerge,
  defaultCssVariablesResolver,
  mergeMantineTheme,
} from '@mantine/core';

import { cssVariablesResolver, theme } from './theme';

type Variables = Record<string, string>;

/** The entries of `values` that differ from Mantine's defaults (already in its stylesheet). */
function changed(values: Variables, defaults: Variables): Variables {
  return Object.fromEntries(Object.entries(values).filter(([key, value]) => defaults[key] !== value));
}

/**
 * The CSS variables of the app's theme, as MantineProvider would write them into a style tag at
 * start (the variables that differ from Mantine's defaults, for :root and each colour scheme).
 * Computing them takes a slow phone tens of milliseconds on every visit, so they are written once
 * into theme-variables.css, which theme-css-variables.test.ts keeps equal to this.
 */
export function themeCssVariables(): string {
  const merged = mergeMantineTheme(DEFAULT_THEME, theme);
  const ours = deepMerge(defaultCssVariablesResolver(merged), cssVariablesResolver(merged)) as ConvertCSSVariablesInput;
  const defaults = defaultCssVariablesResolver(DEFAULT_THEME);
  return convertCssVariables({
    variables: changed(ours.variables, defaults.variables),
    light: changed(ours.light, defaults.light),
    dark: changed(ours.dark, defaults.dark),
  });
}
