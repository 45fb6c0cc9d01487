import { phoneE164, whatsappLink } from '../common/phone';

/** Every text of the bladder diary and the patient links (issue #26, items 2 and 3), server messages included. */
export const DIARY_TEXT = {
  title: 'Diário miccional',
  diaryNotFound: 'Diário miccional não encontrado',
  linkNotFound: 'Link não encontrado',
  linkClosed: 'Este link não está mais ativo.',
  linkExpired: 'Este link expirou. Peça um novo link à clínica.',
  linkRevoked: 'Este link foi cancelado pela clínica. Peça um novo link se precisar.',
  tooManyRequests: 'Muitas solicitações em pouco tempo. Aguarde alguns minutos e tente novamente.',
  daysInvalid: 'O diário dura de 1 a 3 dias',
  timeInvalid: 'Horário inválido (use hh:mm)',
  dateOutside: 'A data está fora do período do diário',
  eventEmpty: 'Informe ao menos um item: líquido ingerido, volume urinado, perda ou troca de absorvente',
  intakeTypeRequired: 'Informe o tipo de líquido',
  intakeMlRequired: 'Informe quantos mL de líquido',
  mlInvalid: 'Volume inválido (de 1 a 3000 mL)',
  scaleInvalid: 'Use um valor de 0 a 3',
  intakeTypeInvalid: 'Tipo de líquido inválido',
  triggerInvalid: 'Motivo da perda inválido',
  momentInvalid: 'Momento inválido (antes_avaliacao, sessao ou alta)',
  instrumentUnknown: 'Questionário desconhecido ou desativado',
  questionnaireUnavailable: 'Este questionário não está mais disponível. Fale com a clínica.',
  questionnaireAnswered: 'Este questionário já foi respondido. Obrigada!',
  linkCreated: 'Link criado',
  startInPast: 'O diário já teria terminado: escolha uma data de início a partir de hoje',
  /** No link for a patient the product no longer processes (LGPD: blocked at her request, or anonymised). */
  linkPatientBlocked: 'Tratamento bloqueado a pedido da titular (LGPD): não é possível enviar links à paciente.',
  linkPatientAnonymized: 'Paciente anonimizada: não é possível enviar links.',
  linkRevokedToast: 'Link cancelado',
  eventSaved: 'Registro salvo',
} as const;

export const DIARY_INTAKE_TYPES = ['agua', 'cafe', 'cha', 'suco', 'refrigerante', 'leite', 'alcool', 'outro'] as const;
export type DiaryIntakeType = (typeof DIARY_INTAKE_TYPES)[number];
export const DIARY_INTAKE_LABELS: Record<DiaryIntakeType, string> = {
  agua: 'Água',
  cafe: 'Café',
  cha: 'Chá',
  suco: 'Suco',
  refrigerante: 'Refrigerante',
  leite: 'Leite',
  alcool: 'Bebida alcoólica',
  outro: 'Outro',
};

/** What the patient was doing when urine leaked (the list). */
export const DIARY_TRIGGERS = ['tosse', 'espirro', 'exercicio', 'sem_perceber'] as const;
export type DiaryTrigger = (typeof DIARY_TRIGGERS)[number];
export const DIARY_TRIGGER_LABELS: Record<DiaryTrigger, string> = {
  tosse: 'tosse',
  espirro: 'espirro',
  exercicio: 'exercício',
  sem_perceber: 'sem perceber',
};

/** Urgency and leak: none, + , ++, +++ (reference §1.4, bladder diary). */
export const DIARY_SCALE_LABELS = ['nenhuma', 'leve (+)', 'moderada (++)', 'intensa (+++)'] as const;

/** When a questionnaire link is sent (issue #26 item 3). */
export const QUESTIONNAIRE_MOMENTS = ['antes_avaliacao', 'sessao', 'alta'] as const;
export type QuestionnaireMoment = (typeof QUESTIONNAIRE_MOMENTS)[number];
export const QUESTIONNAIRE_MOMENT_LABELS: Record<QuestionnaireMoment, string> = {
  antes_avaliacao: 'Antes da avaliação',
  sessao: 'Em uma sessão',
  alta: 'Na alta',
};

export const PATIENT_LINK_PURPOSES = ['diary', 'questionnaire'] as const;
export type PatientLinkPurpose = (typeof PATIENT_LINK_PURPOSES)[number];

/** The texts of the patient's phone pages (/p/{token}). */
export const PATIENT_PAGE_TEXT = {
  pageTitle: 'Seu registro',
  greeting: (firstName: string) => `Olá, ${firstName}!`,
  diaryIntro: (days: number, from: string, to: string) =>
    `Anote cada vez que beber algo, urinar ou perder urina, de ${from} a ${to} (${days} ${days === 1 ? 'dia' : 'dias'}).`,
  addEvent: 'Registrar',
  day: 'Dia',
  /** After the diary's last day: the night's events are written the morning after. */
  nextMorning: (date: string) => `${date} (manhã seguinte)`,
  time: 'Horário',
  intakeType: 'Líquido ingerido',
  intakeMl: 'Quantidade ingerida (mL)',
  voidedMl: 'Volume urinado (mL)',
  urgency: 'Urgência (0 a 3)',
  leak: 'Perda de urina (0 a 3)',
  padChanged: 'Troquei o absorvente',
  trigger: 'A perda aconteceu com',
  none: 'Nenhum',
  entered: 'O que você já registrou',
  emptyList: 'Nada registrado ainda.',
  saved: 'Registro salvo. Obrigada!',
  loading: 'Carregando…',
  loadError: 'Não foi possível carregar. Verifique sua conexão e tente de novo.',
  retry: 'Tentar de novo',
  closedTitle: 'Link indisponível',
  notFound: 'Este link não existe. Confira o endereço que a clínica enviou.',
  submitQuestionnaire: 'Enviar respostas',
  questionnaireSent: 'Respostas enviadas. Obrigada!',
} as const;

/** The WhatsApp message that carries a patient link (the wa.me link, like the waitlist's offers). */
export function patientLinkMessage(purpose: PatientLinkPurpose, firstName: string, fullUrl: string): string {
  const what = purpose === 'diary' ? 'preencher seu diário miccional' : 'responder um questionário';
  return `Olá, ${firstName}! Este é o link para ${what} pelo celular: ${fullUrl}\nEle é só seu: não compartilhe.`;
}

/** The wa.me link that sends a patient link; null when the patient has no Brazilian phone. */
export function patientLinkWhatsappUrl(phone: string | null, message: string): string | null {
  return phone !== null && phoneE164(phone) !== null ? whatsappLink(phone, message) : null;
}
