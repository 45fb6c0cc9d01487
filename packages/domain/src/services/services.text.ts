import { CONFIRM_DELETE_TITLE, confirmDeleteText } from '../common/texts';

/** Every text the Serviços screen shows, in one place to check against the spec. */
export const SERVICE_TEXT = {
  title: 'Serviços',
  newService: 'Novo Serviço',
  editService: 'Editar Serviço',
  search: 'Buscar Serviços',
  emptySearch: 'Nenhum serviço encontrado',
  empty: 'Nenhum serviço cadastrado',
  confirmTitle: CONFIRM_DELETE_TITLE,
  confirmDelete: (name: string) => confirmDeleteText('o serviço', name),
  created: 'Serviço criado',
  updated: 'Serviço atualizado',
  deleted: 'Serviço excluído',
  createdMessage: 'O serviço foi criado com sucesso.',
  updatedMessage: 'O serviço foi atualizado com sucesso.',
  deletedMessage: 'O serviço foi excluído com sucesso.',
  createError: 'Erro ao criar serviço',
  updateError: 'Erro ao atualizar serviço',
  deleteError: 'Erro ao excluir serviço',
  active: 'Ativo',
  inactive: 'Inativo',
} as const;
