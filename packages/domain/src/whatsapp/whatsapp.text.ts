export const WHATSAPP_TEXT = {
  title: 'Configurações',
  section: 'WhatsApp (lembretes e confirmações)',
  phoneNumberId: 'ID do número de telefone',
  businessAccountId: 'ID da conta do WhatsApp Business',
  accessToken: 'Token de acesso',
  appSecret: 'Chave secreta do app',
  verifyToken: 'Token de verificação do webhook',
  secretSaved: 'Salvo (deixe em branco para manter)',
  secretMissing: 'Não definido',
  templateName: 'Nome do modelo aprovado',
  templateLanguage: 'Idioma do modelo',
  sendHour: 'Hora de envio',
  secondReminderHours: 'Segundo lembrete (horas antes; vazio: nenhum)',
  quietStart: 'Envios permitidos a partir de',
  quietEnd: 'Envios permitidos até',
  lateCancelHours: 'Cancelamento tardio (horas antes)',
  webhookUrl: 'URL do webhook para o Meta',
  save: 'Salvar',
  saved: 'Configurações salvas',
  invalidHour: 'Hora inválida (use HH:MM)',
  quietOrder: 'O início dos envios deve ser antes do fim',
  consentLabel: 'Aceita receber lembretes das sessões pelo WhatsApp',
  settingsUpdated: 'Configurações do WhatsApp alteradas',
  notConfigured: 'O WhatsApp não está configurado: defina número, token e modelo em Configurações.',
  consentGiven: (name: string, source: string) => `Consentimento de lembretes por WhatsApp registrado para ${name} (${source})`,
  consentWithdrawn: (name: string, source: string) => `Consentimento de lembretes por WhatsApp retirado para ${name} (${source})`,
} as const;

/**
 * The exact text shown with the consent checkbox; stored with each consent (a new wording is a
 * new text, so old consents keep the one their patient saw).
 */
export const WHATSAPP_CONSENT_TEXT =
  'Autorizo a clínica a me enviar lembretes e pedidos de confirmação das minhas sessões pelo WhatsApp. Posso cancelar a qualquer momento respondendo SAIR.';

/** Words that withdraw consent when a patient writes them (alone, any case). */
export const WHATSAPP_OPT_OUT_WORDS = ['SAIR', 'PARAR'] as const;

/** Where the consent came from; 'papel': a scanned paper form, recorded under 'Consentimentos' (#27). */
export const WHATSAPP_CONSENT_SOURCES = ['formulario', 'api', 'whatsapp', 'papel'] as const;
export type WhatsappConsentSource = (typeof WHATSAPP_CONSENT_SOURCES)[number];
export const WHATSAPP_CONSENT_SOURCE_LABELS: Record<WhatsappConsentSource, string> = {
  formulario: 'formulário do paciente',
  api: 'API',
  whatsapp: 'mensagem no WhatsApp',
  papel: 'papel digitalizado',
};
