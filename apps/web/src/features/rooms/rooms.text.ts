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
  deactivateTitle: (n: number) =>
    n === 1 ? 'Esta sala tem 1 agendamento futuro' : `Esta sala tem ${n} agendamentos futuros`,
  deactivateDetail:
    'Desativar não cancela esses agendamentos: eles continuam nesta sala e aparecem na agenda com a sala marcada "Inativa". Remarque-os para outra sala se ela não for mais usada.',
  editAria: (name: string) => `Editar sala ${name}`,
  removeAria: (name: string) => `Remover sala ${name}`,
} as const;
