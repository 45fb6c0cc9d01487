/** What reception sees of an appointment's confirmation (issue #23, point 4). */
export const CONFIRMATION_STATES = [
  'pendente',
  'enviado',
  'entregue',
  'lido',
  'confirmado',
  'remarcar',
  'cancelado',
  'falhou',
  'sem_whatsapp',
] as const;
export type ConfirmationState = (typeof CONFIRMATION_STATES)[number];

/** The states a stored row may hold (the others are read from the appointment and the patient). */
export type StoredConfirmationState = Exclude<ConfirmationState, 'sem_whatsapp'>;

export const CONFIRMATION_LABELS: Record<ConfirmationState, string> = {
  pendente: 'Pendente',
  enviado: 'Enviado',
  entregue: 'Entregue',
  lido: 'Lido',
  confirmado: 'Confirmado',
  remarcar: 'Remarcar solicitado',
  cancelado: 'Cancelado',
  falhou: 'Falhou',
  sem_whatsapp: 'Sem WhatsApp',
};

/** Mantine colours, paired with the label (never colour alone). */
export const CONFIRMATION_COLORS: Record<ConfirmationState, string> = {
  pendente: 'yellow',
  enviado: 'blue',
  entregue: 'indigo',
  lido: 'cyan',
  confirmado: 'green',
  remarcar: 'orange',
  cancelado: 'red',
  falhou: 'orange',
  sem_whatsapp: 'gray',
};

/**
 * Delivery states move forward only: a late 'delivered' never undoes 'read', a replayed 'sent'
 * changes nothing. 'falhou' sits below 'entregue' (Meta may report delivered after failed).
 * Replies (confirmado, remarcar, cancelado) outrank every delivery state.
 */
export const CONFIRMATION_RANK: Record<StoredConfirmationState, number> = {
  pendente: 0,
  enviado: 1,
  falhou: 2,
  entregue: 3,
  lido: 4,
  remarcar: 10,
  confirmado: 10,
  cancelado: 10,
};

export interface ConfirmationSource {
  /** The appointment's spec status (scheduled, completed, cancelled). */
  status: string;
  /** The attendance state, when the attendance core is there (confirmado, cancelado_*…). */
  attendanceStatus?: string | null;
  /** The stored row's state (null: nothing sent or answered yet). */
  stored: string | null;
  /** Whether the patient agreed to WhatsApp reminders (null: a block, no patient). */
  optedIn: boolean | null;
}

/** The state reception sees; null for a block (no patient). */
export function confirmationOf(source: ConfirmationSource): ConfirmationState | null {
  if (source.optedIn === null) return null;
  const attendance = source.attendanceStatus ?? null;
  if (source.status === 'cancelled' || attendance?.startsWith('cancelado') || attendance === 'remarcado') return 'cancelado';
  if (attendance === 'confirmado' || attendance === 'presente' || attendance === 'atendido') return 'confirmado';
  if (source.stored !== null && source.stored !== 'pendente') return source.stored as ConfirmationState;
  return source.optedIn ? 'pendente' : 'sem_whatsapp';
}
