import { SERVICE_TEXT } from '@clinic/domain';

/** The Serviços screen's texts: the spec's (from the domain) plus the controls' own labels. */
export const SERVICES_SCREEN_TEXT = {
  ...SERVICE_TEXT,
  nameLabel: 'Nome',
  namePlaceholder: 'Ex.: Avaliação fisioterapêutica',
  descriptionLabel: 'Descrição',
  descriptionPlaceholder: 'Detalhes do serviço (opcional)',
  priceLabel: 'Valor',
  quantityLabel: 'Quantidade',
  quantityHint: 'Estoque ou duração em minutos',
  activeLabel: 'Ativo',
  delete: 'Excluir',
  searchAria: 'Buscar serviços por nome',
  searchPlaceholder: 'Digite o nome do serviço',
  clearSearch: 'Limpar busca',
  columns: {
    name: 'Nome',
    description: 'Descrição',
    price: 'Valor',
    quantity: 'Quantidade',
    status: 'Status',
    actions: 'Ações',
  },
  none: '-',
  listLabel: 'Lista de serviços',
  loadError: 'Erro ao carregar serviços',
  retry: 'Tentar novamente',
  edit: 'Editar',
  editAria: (name: string) => `Editar serviço ${name}`,
  deleteAria: (name: string) => `Excluir serviço ${name}`,
} as const;
