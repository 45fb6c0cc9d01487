/** The consolidated report screens' own texts (the rest are CONSOLIDATED_TEXT in @clinic/domain). */
export const CONSOLIDATED_REPORTS_SCREEN_TEXT = {
  loadingReport: 'Carregando relatório',
  periodSection: 'Período da análise',
} as const;
