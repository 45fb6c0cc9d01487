/** Meta Lead Ads intake (issue #25, point 1): the texts the API, the log and the screens share. */
export const LEAD_ADS_TEXT = {
  section: 'Meta Lead Ads',
  pageIds: 'IDs das Páginas (separados por vírgula)',
  pageAccessToken: 'Token de acesso da Página',
  appSecret: 'Chave secreta do app (Lead Ads)',
  appSecretShared: 'Usando a chave secreta do app do WhatsApp (mesmo app do Meta)',
  verifyToken: 'Token de verificação do webhook (Lead Ads)',
  webhookUrl: 'URL do webhook (campo leadgen)',
  invalidPageId: 'ID de Página inválido (só números)',
  settingsUpdated: 'Configurações do Meta Lead Ads alteradas',
  notConfigured: 'O Meta Lead Ads não está configurado: defina o token de acesso da Página em Configurações.',
  failuresTitle: 'Falhas de importação',
  retry: 'Tentar novamente',
  backfillTitle: 'Buscar leads dos últimos N dias',
  backfillFormId: 'ID do formulário',
  backfillDays: 'Dias',
  backfillQueued: (formId: string, days: number) => `Busca dos leads do formulário ${formId} dos últimos ${days} dias iniciada`,
  invalidFormId: 'ID do formulário inválido (só números)',
  invalidDays: 'Informe de 1 a 90 dias',
  failureNotFound: 'Falha de importação não encontrada',
  failureNotFailed: 'Esta importação não está entre as falhas',
  idempotencyConflict: 'A chave Idempotency-Key já foi usada com outro conteúdo',
  idempotencyInvalid: 'Idempotency-Key inválida (1 a 255 caracteres visíveis)',
  leadArrived: (name: string, origin: string, form: string) => `Lead "${name}" recebido do Meta Lead Ads (origem ${origin}, formulário ${form})`,
  leadRepeated: (name: string, leadId: number) =>
    `Nova entrada do Meta Lead Ads no lead "${name}" (#${leadId}): mesmo WhatsApp nos últimos 30 dias`,
  intakeFailed: (leadgenId: string, error: string) => `Importação do lead ${leadgenId} do Meta Lead Ads falhou: ${error}`,
  intakeRetried: (leadgenId: string) => `Nova tentativa de importar o lead ${leadgenId} do Meta Lead Ads`,
  webhookQueued: (count: number) => `Webhook do Meta Lead Ads: ${count} lead(s) na fila de importação`,
  entryNote: (form: string, answers: string) => `Nova entrada pelo formulário ${form} do Meta Lead Ads.${answers ? `\n${answers}` : ''}`,
} as const;

/** Meta's `platform` values: fb/ig (and the long names) become the product's origin texts. */
export const LEAD_ADS_ORIGINS = { facebook: 'Facebook', instagram: 'Instagram' } as const;

/** A lead whose WhatsApp already belongs to a lead of this many days becomes an 'entrada' on it. */
export const LEAD_ADS_DEDUPE_DAYS = 30;
/** Longest backfill ('Buscar leads dos últimos N dias'): Meta keeps leads for 90 days. */
export const LEAD_ADS_BACKFILL_MAX_DAYS = 90;
