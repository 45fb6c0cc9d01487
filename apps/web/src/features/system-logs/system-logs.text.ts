import { LOG_TEXT } from '@clinic/domain';

/** The Logs do Sistema screen's texts: the spec's (from the domain) plus the controls' own labels. */
export const SYSTEM_LOGS_TEXT = {
  ...LOG_TEXT,
  filtersTitle: 'Filtros',
  accessDeniedText: 'Você não tem permissão para ver os logs do sistema.',
  entityLabel: 'Entidade',
  actionLabel: 'Ação',
  userLabel: 'Usuário',
  startDateLabel: 'Data inicial',
  endDateLabel: 'Data final',
  allFeminine: 'Todas',
  allMasculine: 'Todos',
  datePlaceholder: 'dd/mm/aaaa',
  noUserFound: 'Nenhum usuário encontrado',
  clearEntity: 'Limpar filtro de entidade',
  clearAction: 'Limpar filtro de ação',
  clearUser: 'Limpar filtro de usuário',
  clearStartDate: 'Limpar data inicial',
  clearEndDate: 'Limpar data final',
  listLabel: 'Registros de atividade',
  refresh: 'Atualizar',
  retry: 'Tentar novamente',
  ipLabel: 'IP',
  paginationLabel: 'Paginação dos logs',
} as const;
