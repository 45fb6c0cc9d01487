import { ROOM_TEXT } from '@clinic/domain';

/** The Salas screen's texts: the spec's (from the domain) plus the controls' own labels. */
export const ROOMS_SCREEN_TEXT = {
  ...ROOM_TEXT,
  nameLabel: 'Nome',
  namePlaceholder: 'Ex.: Sala 1',
  activeLabel: 'Ativa',
  remove: 'Remover',
  removeTitle: 'Remover sala',
  listLabel: 'Lista de salas',
  loadError: 'Erro ao carregar salas',
  retry: 'Tentar novamente',
  editAria: (name: string) => `Editar sala ${name}`,
  removeAria: (name: string) => `Remover sala ${name}`,
} as const;
