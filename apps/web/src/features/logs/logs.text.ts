import { LOG_TEXT } from '@clinic/domain';

const integer = new Intl.NumberFormat('pt-BR');

/** The Logs do Sistema screen's texts: the spec's (from the domain) plus the controls' own labels. */
export const LOGS_SCREEN_TEXT = {
  ...LOG_TEXT,
  /** The spec's '{n} registros encontrados', with the number in pt-BR form (1.234). */
  count: (n: number) => `${integer.format(n)} registros encontrados`,
  filtersTitle: 'Filtros',
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
  firstPage: 'Primeira página',
  previousPage: 'Página anterior',
  nextPage: 'Próxima página',
  lastPage: 'Última página',
  pageLabel: (page: number) => `Página ${page}`,
} as const;
