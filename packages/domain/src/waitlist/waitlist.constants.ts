/** Entry states: aguardando → oferecido → agendado | recusado | expirado | removido. */
export const WAITLIST_STATUSES = ['aguardando', 'oferecido', 'agendado', 'recusado', 'expirado', 'removido'] as const;
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];
export const WAITLIST_STATUS_LABELS: Record<WaitlistStatus, string> = {
  aguardando: 'Aguardando',
  oferecido: 'Oferecido',
  agendado: 'Agendado',
  recusado: 'Recusado',
  expirado: 'Expirado',
  removido: 'Removido',
};
/** The states an entry can still be offered a slot in. */
export const WAITLIST_OPEN_STATUSES = ['aguardando', 'oferecido'] as const satisfies readonly WaitlistStatus[];

/** The list's status filter: the open ones (default), every one, or one state. */
export const WAITLIST_STATUS_FILTERS = ['abertas', 'todas', ...WAITLIST_STATUSES] as const;
export type WaitlistStatusFilter = (typeof WAITLIST_STATUS_FILTERS)[number];

/** Offer states as stored, plus 'expirada' (a pending offer past its hold, computed when read). */
export const WAITLIST_OFFER_STATUSES = ['pendente', 'aceita', 'recusada', 'preenchida', 'cancelada', 'expirada'] as const;
export type WaitlistOfferStatus = (typeof WAITLIST_OFFER_STATUSES)[number];
export const WAITLIST_OFFER_STATUS_LABELS: Record<WaitlistOfferStatus, string> = {
  pendente: 'Aguardando resposta',
  aceita: 'Aceita',
  recusada: 'Recusada',
  preenchida: 'Horário já preenchido',
  cancelada: 'Cancelada',
  expirada: 'Expirada',
};

/** How long an offer holds. */
export const WAITLIST_OFFER_HOLD_MINUTES = 15;

/** The periods of the day an entry chooses, read from SHIFT_WINDOWS (manhã, tarde). */
export const WAITLIST_PERIODS = ['manha', 'tarde'] as const;
export type WaitlistPeriod = (typeof WAITLIST_PERIODS)[number];
export const WAITLIST_PERIOD_LABELS: Record<WaitlistPeriod, string> = { manha: 'Manhã', tarde: 'Tarde' };

/** Weekdays an entry may choose: 1 Monday … 6 Saturday (as weekdayOf numbers them). */
export const WAITLIST_WEEKDAYS = [1, 2, 3, 4, 5, 6] as const;
export type WaitlistWeekday = (typeof WAITLIST_WEEKDAYS)[number];
export const WEEKDAY_SHORT_LABELS: Record<number, string> = { 0: 'Dom', 1: 'Seg', 2: 'Ter', 3: 'Qua', 4: 'Qui', 5: 'Sex', 6: 'Sáb' };
export const WEEKDAY_LABELS: Record<number, string> = {
  0: 'domingo',
  1: 'segunda-feira',
  2: 'terça-feira',
  3: 'quarta-feira',
  4: 'quinta-feira',
  5: 'sexta-feira',
  6: 'sábado',
};

/** WhatsApp quick-reply actions of an offer: payload `OFERTA_SIM:<offerId>:<nonce>` (see the webhook's registry). */
export const WAITLIST_OFFER_ACTIONS = { accept: 'OFERTA_SIM', decline: 'OFERTA_NAO' } as const;

export const WAITLIST_NOTES_MAX = 1000;
