/** Every text the Salas screen shows, in one place to check against the spec. */
export const ROOM_TEXT = {
  title: 'Salas',
  newRoom: 'Nova Sala',
  editRoom: 'Editar Sala',
  statusActive: 'Status: Ativa',
  statusInactive: 'Inativa',
  empty: 'Nenhuma sala cadastrada. Clique em "Nova Sala" para adicionar.',
  confirmRemove: 'Tem certeza que deseja remover esta sala?',
  created: 'Sala criada',
  updated: 'Sala atualizada',
  removed: 'Sala removida',
  createError: 'Erro ao criar sala',
  updateError: 'Erro ao atualizar sala',
  removeError: 'Erro ao remover sala',
} as const;
