import { WHATSAPP_TEXT } from '@clinic/domain';

export const WHATSAPP_SCREEN_TEXT = {
  ...WHATSAPP_TEXT,
  description: 'Lembretes pelo WhatsApp Business (API oficial) e política de cancelamento',
  accessDeniedText: 'Você não tem permissão para alterar as configurações.',
  loadError: 'Erro ao carregar as configurações',
  retry: 'Tentar novamente',
  saveError: 'Erro ao salvar as configurações',
  policySection: 'Política de cancelamento',
  remindersSection: 'Quando enviar',
  accountSection: 'Conta do WhatsApp Business',
  manualMode: 'Sem número, token e modelo, os lembretes ficam no modo manual: links wa.me na tela Confirmações.',
  configured: 'Envio automático ativo',
  notConfigured: 'Modo manual (envio automático desativado)',
} as const;
