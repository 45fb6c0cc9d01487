import { CLINICAL_RECORD_TEXT } from '../clinical-record/clinical-record.text';
import { WAITLIST_TEXT } from '../waitlist/waitlist.text';
import { PACKAGE_TEXT } from '../packages/packages.text';
import { DIARY_TEXT } from '../diary/diary.text';
import { LEAD_ADS_TEXT } from '../lead-ads/lead-ads.text';

/**
 * Every error the server can answer with, by code. The server throws `AppError(code)`;
 * the code decides the HTTP status and the message the UI shows. Messages are Portuguese.
 */
export const ERROR_CATALOGUE = {
  /** Input failed validation; the issues say which field. */
  INVALID_INPUT: { status: 400, message: 'Dados inválidos' },
  /** No signed-in session (or it expired). */
  UNAUTHENTICATED: { status: 401, message: 'Sessão expirada ou inexistente. Entre novamente.' },
  /** Wrong e-mail or password: the same answer for both, on purpose. */
  INVALID_CREDENTIALS: { status: 401, message: 'Email ou senha incorretos' },
  /** Right password, but the account is blocked. */
  USER_BLOCKED: { status: 403, message: 'Usuário bloqueado. Procure um administrador.' },
  /** The user's role may not do this. */
  FORBIDDEN: { status: 403, message: 'Você não tem permissão para realizar esta ação.' },
  /** Only an admin may create, edit or grant the admin role. */
  ADMIN_ONLY: { status: 403, message: 'Apenas administradores podem criar ou alterar administradores.' },
  /** Blocking or demoting yourself would lock you out. */
  SELF_LOCKOUT: { status: 400, message: 'Você não pode bloquear nem remover o acesso de gestão do seu próprio usuário.' },
  /** The clinic must keep at least one active admin. */
  LAST_ADMIN: { status: 409, message: 'A clínica precisa de pelo menos um administrador ativo.' },
  /** The request came from another site or without a JSON body. */
  CROSS_SITE: { status: 403, message: 'Requisição recusada: origem não permitida.' },
  /** Registration is closed: users exist and the caller is not admin or manager. */
  REGISTRATION_CLOSED: { status: 403, message: 'Cadastro fechado. Peça a um administrador para criar sua conta.' },
  INVALID_PHOTO: { status: 400, message: 'Foto inválida: envie uma imagem JPEG, PNG ou WebP de até 200 KB.' },
  /** The update carried the version the record was read at, and someone changed it since. */
  STALE_VERSION: {
    status: 409,
    message: 'Este registro foi alterado por outra pessoa. Recarregue para ver a versão atual.',
  },
  /** A WhatsApp webhook delivery without a valid X-Hub-Signature-256 (or the app secret is not set). */
  WEBHOOK_SIGNATURE_INVALID: { status: 401, message: 'Assinatura do webhook inválida.' },
  /** Meta's verification with a wrong verify token. */
  WEBHOOK_VERIFY_REFUSED: { status: 403, message: 'Token de verificação do webhook inválido.' },
  NOT_FOUND: { status: 404, message: 'Registro não encontrado' },
  ROOM_NOT_FOUND: { status: 404, message: 'Sala não encontrada' },
  USER_NOT_FOUND: { status: 404, message: 'Usuário não encontrado' },
  SERVICE_NOT_FOUND: { status: 404, message: 'Serviço não encontrado' },
  PATIENT_NOT_FOUND: { status: 404, message: 'Paciente não encontrado' },
  EMAIL_TAKEN: { status: 409, message: 'Este email já está cadastrado' },
  CPF_TAKEN: { status: 409, message: 'Este CPF já está cadastrado' },
  /** Another patient already has this CPF. */
  PATIENT_CPF_TAKEN: { status: 409, message: 'CPF já cadastrado' },
  /** Deleting would also remove history: the message names the counts; resend with forceCascade=true. */
  PATIENT_HAS_HISTORY: {
    status: 409,
    message: 'Este paciente possui agendamentos ou tratamentos. Confirme a exclusão de tudo.',
  },
  LEAD_NOT_FOUND: { status: 404, message: 'Lead não encontrado' },
  /** Convert on a lead that is already CONVERTIDO (also the loser of two simultaneous converts). */
  LEAD_ALREADY_CONVERTED: { status: 409, message: 'Este lead já foi convertido em paciente' },
  /** Unconvert on a lead that is PENDENTE. */
  LEAD_NOT_CONVERTED: { status: 409, message: 'Este lead não está convertido' },
  APPOINTMENT_NOT_FOUND: { status: 404, message: 'Agendamento não encontrado' },
  /** A non-block appointment names no patient, or one that does not exist. */
  APPOINTMENT_PATIENT_REQUIRED: { status: 400, message: 'Por favor, selecione um paciente para o agendamento' },
  /** Booking (or moving an appointment to) an archived patient: she is reactivated first. */
  APPOINTMENT_PATIENT_ARCHIVED: { status: 409, message: 'Paciente arquivado: reative o cadastro para agendar' },
  /** Attendance (check-in, faltou, cancel…) on a block: a block has no patient to attend. */
  APPOINTMENT_BLOCK_NO_ATTENDANCE: { status: 400, message: 'Bloqueios não têm presença' },
  /** `remarcado` names an appointment that does not exist (or itself). */
  APPOINTMENT_RESCHEDULED_NOT_FOUND: { status: 400, message: 'Novo agendamento não encontrado' },
  /** The physiotherapist chosen is not an active user with role physiotherapist. */
  APPOINTMENT_PHYSIOTHERAPIST_INVALID: { status: 400, message: 'Selecione um fisioterapeuta ativo' },
  /** The room chosen does not exist or is inactive. */
  APPOINTMENT_ROOM_INVALID: { status: 400, message: 'Sala não encontrada ou inativa' },
  /** A block goes to the first active room, and there is none. */
  APPOINTMENT_NO_ROOMS: { status: 400, message: 'Nenhuma sala cadastrada. Por favor, cadastre salas primeiro.' },
  /** The physiotherapist holds another appointment at that slot (the message names them and the time). */
  PHYSIOTHERAPIST_SLOT_TAKEN: { status: 409, message: 'O fisioterapeuta já tem um compromisso neste horário' },
  /** The room is taken at that slot (the message names the time and day). */
  ROOM_SLOT_TAKEN: { status: 409, message: 'Já existe um agendamento neste horário na sala selecionada' },
  /** The patient holds another appointment at that slot, in another room (the message names the time). */
  PATIENT_SLOT_TAKEN: { status: 409, message: 'Paciente já tem um agendamento neste horário' },
  ROOM_NAME_TAKEN: { status: 409, message: 'Já existe uma sala com este nome' },
  /** The room still has appointments: deactivate it instead. */
  ROOM_IN_USE: {
    status: 409,
    message: 'Esta sala possui agendamentos e não pode ser removida. Desative-a para que não receba novos agendamentos.',
  },
  /** The password is too common to be accepted. */
  WEAK_PASSWORD: { status: 400, message: 'Esta senha é muito comum. Escolha uma senha mais difícil de adivinhar.' },
  /** Sign-in throttled; the answer's message names the wait and the time it ends (tooManyAttemptsMessage). */
  TOO_MANY_ATTEMPTS: { status: 429, message: 'Muitas tentativas de login. Aguarde e tente novamente.' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'Os dados enviados são grandes demais.' },
  /** A request the server could not read (bad URL, headers or path). */
  BAD_REQUEST: { status: 400, message: 'Requisição inválida' },
  /** The body is not valid JSON. */
  INVALID_JSON: { status: 400, message: 'JSON inválido no corpo da requisição' },
  /** JSON nested deeper than any real request needs (a stack-overflow probe). */
  JSON_TOO_DEEP: { status: 400, message: 'JSON inválido: níveis de aninhamento demais.' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'Envie os dados como JSON (Content-Type: application/json).' },
  ROUTE_NOT_FOUND: { status: 404, message: 'Rota não encontrada' },
  /** The request's head did not arrive in time (Node's request timeout): nothing was read. */
  REQUEST_TIMEOUT: { status: 408, message: 'A requisição demorou demais para chegar.' },
  /** A URL or headers over 16 KiB: Node refuses them before any cookie or route is read. */
  HEAD_TOO_LARGE: { status: 431, message: 'O endereço ou os cabeçalhos da requisição são grandes demais.' },
  /** Authorization: Bearer with a token that does not exist, was revoked, or whose user is blocked. */
  INVALID_API_TOKEN: { status: 401, message: 'Token de API inválido ou revogado.' },
  API_TOKEN_NOT_FOUND: { status: 404, message: 'Token de API não encontrado' },
  /** A token must act as an active user. */
  API_TOKEN_USER_INACTIVE: { status: 400, message: 'Escolha um usuário ativo para o token.' },
  PHOTO_NOT_FOUND: { status: 404, message: 'Foto não encontrada' },
  AD_ACCOUNT_NOT_FOUND: { status: 404, message: 'Conta de anúncio não encontrada' },
  /** Another ad account already has this number (the database's unique rule). */
  AD_ACCOUNT_NUMBER_TAKEN: { status: 409, message: 'Já existe uma conta de anúncio com este número' },
  /** Reports are requested only for active accounts. */
  AD_ACCOUNT_INACTIVE: { status: 409, message: 'Esta conta de anúncio está desativada' },
  REPORT_REQUEST_NOT_FOUND: { status: 404, message: 'Relatório não encontrado' },
  /** A result is stored only once, for a request still pending. */
  REPORT_REQUEST_NOT_PENDING: { status: 409, message: 'Este relatório não está mais pendente' },
  CONSOLIDATED_REPORT_NOT_FOUND: { status: 404, message: 'Relatório não encontrado' },
  CONSOLIDATED_ANALYSIS_NOT_FOUND: { status: 404, message: 'Análise não encontrada' },
  /** The campaign analysis reads a completed report's numbers. */
  REPORT_NOT_COMPLETED: {
    status: 409,
    message: 'O relatório ainda não foi concluído: a análise fica disponível quando os dados chegarem.',
  },
  REPORT_KEYWORD_NOT_FOUND: { status: 404, message: 'Palavra-chave não encontrada' },
  /** The dictionary already has this keyword (ignoring case and accents). */
  REPORT_KEYWORD_TAKEN: { status: 409, message: 'Esta palavra-chave já está no dicionário' },
  RECORD_ENTRY_NOT_FOUND: { status: 404, message: CLINICAL_RECORD_TEXT.entryNotFound },
  /** A signed entry is never changed nor deleted, by anyone: corrections are addenda. */
  RECORD_ENTRY_SIGNED: { status: 409, message: CLINICAL_RECORD_TEXT.signedImmutable },
  /** Only the author edits, deletes or signs her draft. */
  RECORD_NOT_AUTHOR: { status: 403, message: CLINICAL_RECORD_TEXT.notAuthor },
  /** Signing needs a CREFITO on the user's profile. */
  RECORD_CREFITO_REQUIRED: { status: 403, message: CLINICAL_RECORD_TEXT.crefitoRequired },
  /** An addendum corrects a signed entry that is not itself an addendum. */
  RECORD_ADDENDUM_PARENT_INVALID: { status: 409, message: CLINICAL_RECORD_TEXT.addendumParentNotSigned },
  /** The appointment named does not exist or is another patient's. */
  RECORD_APPOINTMENT_INVALID: { status: 400, message: CLINICAL_RECORD_TEXT.appointmentInvalid },
  /** A patient with a signed entry is archived, never deleted (Lei 13.787/2018). */
  PATIENT_HAS_RECORD: { status: 409, message: CLINICAL_RECORD_TEXT.patientHasRecord },
  WAITLIST_ENTRY_NOT_FOUND: { status: 404, message: WAITLIST_TEXT.entryNotFound },
  WAITLIST_OFFER_NOT_FOUND: { status: 404, message: WAITLIST_TEXT.offerNotFound },
  /** The entry is agendado, removido, recusado or expirado: no offer, no edit of a closed one. */
  WAITLIST_ENTRY_CLOSED: { status: 409, message: WAITLIST_TEXT.entryClosed },
  /** The offered slot is outside the entry's range, or in the past. */
  WAITLIST_OFFER_INVALID: { status: 400, message: WAITLIST_TEXT.offerOutOfRange },
  /** The slot was booked meanwhile (by another acceptance or at the desk). */
  WAITLIST_SLOT_FILLED: { status: 409, message: WAITLIST_TEXT.slotFilled },
  /** The offer's 15 minutes ended. */
  WAITLIST_OFFER_EXPIRED: { status: 409, message: WAITLIST_TEXT.offerExpired },
  /** The offer was already declined, or filled by someone else. */
  WAITLIST_OFFER_CLOSED: { status: 409, message: WAITLIST_TEXT.offerClosed },
  /** Packages and payments (issue #24). */
  PACKAGE_NOT_FOUND: { status: 404, message: PACKAGE_TEXT.notFound },
  PACKAGE_SERVICE_INACTIVE: { status: 400, message: PACKAGE_TEXT.serviceInactive },
  PACKAGE_SERVICE_NO_SESSIONS: { status: 400, message: PACKAGE_TEXT.serviceNoSessions },
  PACKAGE_PRICE_REASON_REQUIRED: { status: 400, message: PACKAGE_TEXT.priceReasonRequired },
  PACKAGE_ALREADY_CANCELLED: { status: 409, message: PACKAGE_TEXT.alreadyCancelled },
  PAYMENT_PACKAGE_CANCELLED: { status: 409, message: PACKAGE_TEXT.paymentPackageCancelled },
  PAYMENT_NOT_FOUND: { status: 404, message: PACKAGE_TEXT.paymentNotFound },
  PAYMENT_TARGET_NOT_FOUND: { status: 400, message: PACKAGE_TEXT.paymentTargetNotFound },
  PAYMENT_REVERSAL_BEYOND_PAID: { status: 400, message: PACKAGE_TEXT.reversalBeyondPaid },
  REPORT_PERIOD_INVALID: { status: 400, message: PACKAGE_TEXT.periodInvalid },
  /** 'Excluir Tudo' of a patient with packages or payments (payments are never deleted). */
  PATIENT_HAS_PAYMENTS: { status: 409, message: PACKAGE_TEXT.patientHasPayments },
  /** The bladder diary and the patient's links (issue #26). */
  DIARY_NOT_FOUND: { status: 404, message: DIARY_TEXT.diaryNotFound },
  PATIENT_LINK_NOT_FOUND: { status: 404, message: DIARY_TEXT.linkNotFound },
  /** The link expired or was revoked: it accepts nothing more. */
  PATIENT_LINK_CLOSED: { status: 403, message: DIARY_TEXT.linkClosed },
  /** Too many requests on a patient link, per token or per address. */
  PATIENT_LINK_RATE_LIMITED: { status: 429, message: DIARY_TEXT.tooManyRequests },
  INSTRUMENT_UNAVAILABLE: { status: 400, message: DIARY_TEXT.instrumentUnknown },
  INTERNAL: { status: 500, message: 'Erro interno do servidor' },
  /** The database is down or restarting: try again in a moment. */
  DATABASE_UNAVAILABLE: { status: 503, message: 'Banco de dados indisponível. Tente novamente em instantes.' },
  /** Every pooled connection stayed busy past the wait (heavy work): the database is up, try again shortly. */
  SERVER_BUSY: { status: 503, message: 'Servidor ocupado, tente novamente.' },
  /** The same user's earlier import is still running (one at a time per user). */
  LEAD_IMPORT_RUNNING: { status: 409, message: 'Já existe uma importação em andamento' },
  /** Lead Ads intake (#25): 'Tentar novamente' on an intake that is not (or no longer) a failure. */
  LEAD_INTAKE_FAILURE_NOT_FOUND: { status: 404, message: LEAD_ADS_TEXT.failureNotFound },
  LEAD_INTAKE_NOT_FAILED: { status: 409, message: LEAD_ADS_TEXT.failureNotFailed },
  /** An Idempotency-Key sent again with another body. */
  IDEMPOTENCY_KEY_CONFLICT: { status: 409, message: LEAD_ADS_TEXT.idempotencyConflict },
  IDEMPOTENCY_KEY_INVALID: { status: 400, message: LEAD_ADS_TEXT.idempotencyInvalid },
  /** The server is shutting down (a restart or an update): the request was not run. */
  SERVER_CLOSING: { status: 503, message: 'O servidor está reiniciando. Tente novamente em instantes.' },
  // LGPD (#27): consents, holder requests, incidents.
  CONSENT_NOT_FOUND: { status: 404, message: 'Consentimento não encontrado' },
  /** One active consent per holder and purpose: revoke it before recording another. */
  CONSENT_ALREADY_ACTIVE: { status: 409, message: 'Já existe um consentimento ativo para esta finalidade. Revogue-o antes de registrar outro.' },
  CONSENT_ALREADY_REVOKED: { status: 409, message: 'Este consentimento já foi revogado' },
  PRIVACY_REQUEST_NOT_FOUND: { status: 404, message: 'Solicitação não encontrada' },
  /** Closing a request (respondida, recusada) needs the answer given to the holder. */
  PRIVACY_REQUEST_ANSWER_REQUIRED: { status: 400, message: 'Informe a resposta dada ao titular' },
  INCIDENT_NOT_FOUND: { status: 404, message: 'Incidente não encontrado' },
  /** LGPD exports: not found, not the requester's, not ready, already downloaded, expired. */
  EXPORT_NOT_FOUND: { status: 404, message: 'Exportação não encontrada' },
  EXPORT_NOT_REQUESTER: { status: 403, message: 'Só quem pediu a exportação pode baixá-la.' },
  EXPORT_NOT_READY: { status: 409, message: 'A exportação ainda não está pronta.' },
  EXPORT_ALREADY_DOWNLOADED: { status: 409, message: 'Arquivo já baixado: por segurança ele só pode ser baixado uma vez. Gere uma nova exportação.' },
  EXPORT_EXPIRED: { status: 409, message: 'Exportação expirada (24 horas): gere uma nova.' },
  /** LGPD anonymisation: a patient whose record must be kept (the message names the legal reason and the date). */
  PATIENT_RECORD_RETAINED: { status: 409, message: 'Paciente com prontuário não pode ser anonimizada (Lei 13.787/2018)' },
  ALREADY_ANONYMIZED: { status: 409, message: 'Estes dados já foram anonimizados.' },
  LEAD_CONVERTED_ANONYMIZE: { status: 409, message: 'Lead convertido em paciente: anonimize o cadastro da paciente.' },
  /** Reactivating a patient whose processing is blocked (LGPD elimination asked, record retained). */
  PATIENT_PROCESSING_BLOCKED: { status: 409, message: 'Tratamento bloqueado a pedido da titular (LGPD): o cadastro não pode ser reativado.' },
} as const satisfies Record<string, { status: number; message: string }>;

export type AppErrorCode = keyof typeof ERROR_CATALOGUE;

/**
 * The `code` an HTTP error body carries for each status: the tRPC names, on /api and /trpc alike
 * (TRPC_CODE_NAMES), plus the two only Node's HTTP parser answers, below any router.
 */
export const TRPC_CODE_NAMES = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
  500: 'INTERNAL_SERVER_ERROR',
  503: 'SERVICE_UNAVAILABLE',
} as const;

export const HTTP_CODE_NAMES = {
  ...TRPC_CODE_NAMES,
  408: 'REQUEST_TIMEOUT',
  431: 'REQUEST_HEADER_FIELDS_TOO_LARGE',
} as const;

export type HttpCodeName = (typeof HTTP_CODE_NAMES)[keyof typeof HTTP_CODE_NAMES];

/** What every error answer looks like, REST and framework errors alike. */
export interface ErrorBody {
  message: string;
  code: HttpCodeName;
  issues?: { path: (string | number)[]; message: string }[];
}

/** The error body for a catalogue code. */
export function errorBody(code: AppErrorCode): { status: number; body: ErrorBody } {
  const { status, message } = ERROR_CATALOGUE[code];
  return { status, body: { message, code: HTTP_CODE_NAMES[status as keyof typeof HTTP_CODE_NAMES] } };
}
