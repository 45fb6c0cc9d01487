/** The report request screens' own texts (the rest are REPORT_DETAIL_TEXT in @clinic/domain). */
export const REPORT_REQUESTS_SCREEN_TEXT = {
  viewRequest: (view: string, id: number, accountName: string) => `${view}: relatório #${id} de ${accountName}`,
  actions: 'Ações',
  pages: 'Páginas das solicitações de relatório',
  cpc: 'CPC',
  cpm: 'CPM',
  ctr: 'CTR',
} as const;

/** Meta's action types people meet most, in Portuguese (others are shown as Meta names them). */
export const ACTION_LABELS: Record<string, string> = {
  lead: 'Leads',
  'onsite_conversion.lead_grouped': 'Leads (formulários no Facebook/Instagram)',
  'offsite_conversion.fb_pixel_lead': 'Leads (pixel no site)',
  link_click: 'Cliques no link',
  page_engagement: 'Engajamento com a página',
  post_engagement: 'Engajamento com a publicação',
  landing_page_view: 'Visualizações da página de destino',
  video_view: 'Visualizações do vídeo',
  'onsite_conversion.messaging_conversation_started_7d': 'Conversas iniciadas',
  comment: 'Comentários',
  like: 'Curtidas',
};

/** Meta's campaign objectives, in Portuguese (others are shown as Meta names them). */
export const OBJECTIVES: Record<string, string> = {
  OUTCOME_LEADS: 'Cadastros',
  OUTCOME_AWARENESS: 'Reconhecimento',
  OUTCOME_TRAFFIC: 'Tráfego',
  OUTCOME_ENGAGEMENT: 'Engajamento',
  OUTCOME_SALES: 'Vendas',
  LEAD_GENERATION: 'Geração de cadastros',
  MESSAGES: 'Mensagens',
};
