/**
 * The words of the LGPD screens (#27: consents, holder requests, incidents) and of their log lines.
 * The choice labels are the words.
 */
export const CONSENT_PURPOSES = ['lembretes_whatsapp', 'marketing', 'uso_imagem', 'exame_intracavitario'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];
export const CONSENT_PURPOSE_LABELS: Record<ConsentPurpose, string> = {
  lembretes_whatsapp: 'Lembretes por WhatsApp',
  marketing: 'Mensagens de marketing',
  uso_imagem: 'Uso de imagem',
  exame_intracavitario: 'Exame intracavitário',
};

/** How a consent was given (or revoked): 'api' is another tool writing through the REST API. */
export const CONSENT_METHODS = ['formulario', 'whatsapp', 'papel', 'api'] as const;
export type ConsentMethod = (typeof CONSENT_METHODS)[number];
export const CONSENT_METHOD_LABELS: Record<ConsentMethod, string> = {
  formulario: 'Formulário',
  whatsapp: 'WhatsApp',
  papel: 'Papel digitalizado',
  api: 'API',
};

export const PRIVACY_REQUEST_TYPES = [
  'confirmacao',
  'acesso',
  'correcao',
  'portabilidade',
  'eliminacao',
  'revogacao_consentimento',
  'compartilhamento',
] as const;
export type PrivacyRequestType = (typeof PRIVACY_REQUEST_TYPES)[number];
export const PRIVACY_REQUEST_TYPE_LABELS: Record<PrivacyRequestType, string> = {
  confirmacao: 'Confirmação',
  acesso: 'Acesso',
  correcao: 'Correção',
  portabilidade: 'Portabilidade',
  eliminacao: 'Eliminação',
  revogacao_consentimento: 'Revogação de consentimento',
  compartilhamento: 'Informação sobre compartilhamento',
};

export const PRIVACY_REQUEST_STATUSES = ['aberta', 'em_andamento', 'respondida', 'recusada'] as const;
export type PrivacyRequestStatus = (typeof PRIVACY_REQUEST_STATUSES)[number];
export const PRIVACY_REQUEST_STATUS_LABELS: Record<PrivacyRequestStatus, string> = {
  aberta: 'Aberta',
  em_andamento: 'Em andamento',
  respondida: 'Respondida',
  recusada: 'Recusada',
};
/** The statuses that close a request (an answer is required, and its deadline no longer warns). */
export const CLOSED_REQUEST_STATUSES: readonly PrivacyRequestStatus[] = ['respondida', 'recusada'];

export const INCIDENT_RISKS = ['baixo', 'medio', 'alto'] as const;
export type IncidentRisk = (typeof INCIDENT_RISKS)[number];
export const INCIDENT_RISK_LABELS: Record<IncidentRisk, string> = { baixo: 'Baixo', medio: 'Médio', alto: 'Alto' };

export const INCIDENT_STATUSES = ['aberto', 'encerrado'] as const;
export type IncidentStatus = (typeof INCIDENT_STATUSES)[number];
export const INCIDENT_STATUS_LABELS: Record<IncidentStatus, string> = { aberto: 'Aberto', encerrado: 'Encerrado' };

export const PRIVACY_TEXT = {
  purposeRequired: 'Selecione a finalidade',
  methodRequired: 'Selecione como o consentimento foi dado',
  givenAtInvalid: 'Data do consentimento inválida',
  givenAtFuture: 'A data do consentimento não pode estar no futuro',
  /** A holder the product no longer processes: blocked at her request (record retained) or anonymised. */
  consentHolderBlocked: 'Tratamento bloqueado a pedido da titular (LGPD): não é possível registrar novos consentimentos.',
  consentHolderAnonymized: 'Dados anonimizados: não é possível registrar consentimentos.',
  textVersionUnknown: 'Versão do texto desconhecida para esta finalidade',
  typeRequired: 'Selecione o tipo da solicitação',
  statusInvalid: 'Status inválido',
  holderRequired: 'Indique o titular: paciente, lead ou nome',
  holderOne: 'Indique apenas um titular: paciente, lead ou nome',
  receivedRequired: 'Informe a data de recebimento',
  answerRequired: 'Informe a resposta dada ao titular',
  descriptionRequired: 'Descreva o que aconteceu',
  discoveredRequired: 'Informe quando o incidente foi descoberto',
  discoveredFuture: 'A data da descoberta não pode estar no futuro',
  dataRequired: 'Informe quais dados foram afetados',
  holdersRequired: 'Informe de quem são os dados afetados',
  riskRequired: 'Selecione o risco',
  // Log lines
  consentRecorded: (purpose: string, holder: string, method: string) => `Consentimento "${purpose}" registrado para ${holder} (${method})`,
  consentRevoked: (purpose: string, holder: string) => `Consentimento "${purpose}" revogado para ${holder}`,
  requestCreated: (type: string, holder: string, due: string) => `Solicitação do titular "${type}" registrada para ${holder} (prazo ${due})`,
  requestUpdated: (type: string, holder: string, status: string) => `Solicitação do titular "${type}" de ${holder} atualizada: ${status}`,
  incidentCreated: (id: number, due: string) => `Incidente #${id} registrado (comunicar à ANPD até ${due})`,
  incidentUpdated: (id: number, changes: string) => `Incidente #${id} atualizado: ${changes}`,
} as const;
