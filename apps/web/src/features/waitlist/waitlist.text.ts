import { WAITLIST_TEXT, formatIsoDate } from '@clinic/domain';

/** The Lista de espera screen's texts: the feature's (from the domain) plus the controls' own labels. */
export const WAITLIST_SCREEN_TEXT = {
  ...WAITLIST_TEXT,
  deniedText: 'Você não tem permissão para acessar a lista de espera.',
  listLabel: 'Entradas da lista de espera',
  filtersLabel: 'Filtros da lista de espera',
  notesPlaceholder: 'Ex.: prefere o primeiro horário; pode vir com 1 hora de aviso',
  removeTitle: 'Remover da lista de espera',
  editAria: (name: string) => `Editar entrada de ${name}`,
  removeAria: (name: string) => `Remover ${name} da lista de espera`,
  availabilityCell: (weekday: string, period: string) => `${weekday}, ${period}`,
  range: (from: string, to: string) => `${formatIsoDate(from)} a ${formatIsoDate(to)}`,
  withPhysiotherapist: (name: string) => `Com ${name}`,
  anyPhysiotherapistLong: 'Qualquer fisioterapeuta',
  lastOffer: (date: string, time: string, status: string) => `Última oferta: ${formatIsoDate(date)} às ${time} — ${status}`,
  matchesFor: (count: number) => (count === 1 ? '1 paciente na lista de espera cabe neste horário' : `${count} pacientes na lista de espera cabem neste horário`),
  close: 'Fechar',
  slotFilledTitle: 'Horário já preenchido',
} as const;
