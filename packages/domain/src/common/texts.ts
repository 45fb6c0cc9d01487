/** Texts every screen words alike. */

/** The title of every 'delete this?' dialog. */
export const CONFIRM_DELETE_TITLE = 'Confirmar Exclusão';

/** The question of a delete that cannot be undone: `confirmDeleteText('o serviço', 'Avaliação')`. */
export const confirmDeleteText = (what: string, name: string) =>
  `Tem certeza que deseja excluir ${what} "${name}"? Esta ação não pode ser desfeita.`;
