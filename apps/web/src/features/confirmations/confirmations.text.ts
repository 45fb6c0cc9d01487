import { CONFIRMATIONS_TEXT } from '@clinic/domain';

export const CONFIRMATIONS_SCREEN_TEXT = {
  ...CONFIRMATIONS_TEXT,
  description: 'Quem já confirmou a sessão, quem falta e as respostas dos pacientes',
  accessDeniedText: 'Você não tem permissão para acessar as confirmações.',
  loadError: 'Erro ao carregar as confirmações',
  retry: 'Tentar novamente',
  confirmError: 'Erro ao confirmar',
  handledError: 'Erro ao marcar a resposta',
  appointments: 'Agendamentos do dia',
  noPhone: 'Sem telefone',
  seeAll: 'Ver confirmações',
} as const;
