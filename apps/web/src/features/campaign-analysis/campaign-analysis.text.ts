/** The campaign analysis screen's own texts (the rest are ANALYSIS_TEXT in @clinic/domain). */
export const CAMPAIGN_ANALYSIS_SCREEN_TEXT = {
  name: 'Nome',
  whatsapp: 'WhatsApp',
  origin: 'Origem',
  status: 'Status',
} as const;
