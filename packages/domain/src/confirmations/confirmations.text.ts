export const CONFIRMATIONS_TEXT = {
  title: 'Confirmações',
  date: 'Dia',
  nextWorkingDay: 'Próximo dia útil',
  empty: 'Nenhum agendamento neste dia.',
  time: 'Horário',
  patient: 'Paciente',
  physiotherapist: 'Fisioterapeuta',
  state: 'Confirmação',
  actions: 'Ações',
  confirm: 'Confirmar',
  confirmed: 'Presença confirmada',
  whatsappLink: 'Abrir WhatsApp',
  whatsappLinkLabel: (name: string) => `Abrir WhatsApp com a mensagem de lembrete para ${name}`,
  inbox: 'Respostas para tratar',
  inboxEmpty: 'Nenhuma resposta para tratar.',
  markHandled: 'Marcar como tratada',
  handled: 'Resposta tratada',
  inboxKinds: { remarcar: 'Remarcar solicitado', verificar: 'Verificar resposta' },
  received: 'Recebida',
  dashboardTitle: 'Confirmações de amanhã',
  dashboardConfirmed: 'Confirmados',
  dashboardPending: 'Pendentes',
  alreadyConfirmed: 'Este agendamento já está confirmado.',
  notConfirmable: 'Só agendamentos marcados podem ser confirmados.',
  inboxNotFound: 'Resposta não encontrada',
} as const;

/**
 * The reminder text for the wa.me link (manual mode) and the body of the approved template:
 * 'Olá, {{1}}. Sua sessão de fisioterapia é {{2}} às {{3}} com {{4}} na {{5}}. Podemos confirmar?'
 */
export function reminderText(params: ReminderParams): string {
  return `Olá, ${params.firstName}. Sua sessão de fisioterapia é ${params.day} às ${params.time} com ${params.physiotherapist} na ${params.clinic}. Podemos confirmar?`;
}

export interface ReminderParams {
  firstName: string;
  /** 'terça, 12/11' */
  day: string;
  time: string;
  physiotherapist: string;
  clinic: string;
}

const WEEKDAYS = ['domingo', 'segunda', 'terça', 'quarta', 'quinta', 'sexta', 'sábado'];

/** 'terça, 12/11' for a yyyy-MM-dd day. */
export function reminderDay(isoDate: string): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const weekday = WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()]!;
  return `${weekday}, ${String(d).padStart(2, '0')}/${String(m).padStart(2, '0')}`;
}
