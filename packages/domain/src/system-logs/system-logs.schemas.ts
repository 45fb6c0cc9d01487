import { z } from 'zod';

import { ZIsoDate } from '../common/fields';
import { ZId, canonicalInteger } from '../common/ids';

export const LOG_ACTIONS = ['create', 'update', 'delete', 'login', 'logout', 'cancel', 'convert', 'unconvert', 'import', 'sign', 'addendum'] as const;
export type LogAction = (typeof LOG_ACTIONS)[number];
export const LOG_ENTITIES = ['user', 'patient', 'appointment', 'room', 'lead', 'treatment', 'service', 'report', 'api_token', 'ad_account', 'record_entry', 'settings', 'waitlist', 'package', 'payment', 'patient_link', 'consent', 'privacy_request', 'incident'] as const;
export type LogEntity = (typeof LOG_ENTITIES)[number];

export const LOG_ACTION_LABELS: Record<LogAction, string> = {
  create: 'Criação',
  update: 'Atualização',
  delete: 'Exclusão',
  login: 'Login',
  logout: 'Logout',
  cancel: 'Cancelamento',
  convert: 'Conversão',
  unconvert: 'Desconversão',
  import: 'Importação',
  sign: 'Assinatura',
  addendum: 'Adendo',
};
export const LOG_ENTITY_LABELS: Record<LogEntity, string> = {
  user: 'Usuário',
  patient: 'Paciente',
  appointment: 'Agendamento',
  room: 'Sala',
  lead: 'Lead',
  treatment: 'Tratamento',
  service: 'Serviço',
  report: 'Relatório',
  api_token: 'Token de API',
  ad_account: 'Conta de Anúncio',
  settings: 'Configurações',
  record_entry: 'Registro do prontuário',
  waitlist: 'Lista de espera',
  package: 'Pacote',
  payment: 'Pagamento',
  patient_link: 'Link do paciente',
  consent: 'Consentimento',
  privacy_request: 'Solicitação do titular',
  incident: 'Incidente de segurança',
};

export const ZSystemLog = z.object({
  id: z.number().int(),
  userId: z.number().int().nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.number().int().nullable(),
  description: z.string(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  createdAt: z.string(),
  user: z.object({ firstName: z.string(), lastName: z.string() }).nullable(),
});
export type SystemLog = z.infer<typeof ZSystemLog>;

export const ZSystemLogQuery = z.object({
  entity: z.string().max(50).optional(),
  action: z.string().max(100).optional(),
  userId: ZId.optional(),
  startDate: ZIsoDate.optional(),
  endDate: ZIsoDate.optional(),
  limit: z.preprocess(canonicalInteger, z.number().int().min(1).max(500)).default(100),
  offset: z.preprocess(canonicalInteger, z.number().int().min(0)).default(0),
});
export type SystemLogQuery = z.infer<typeof ZSystemLogQuery>;

export const ZSystemLogPage = z.object({
  total: z.number().int(),
  items: z.array(ZSystemLog),
});

/**
 * A log line sent by a client. Only what happened is taken from the body: the acting user, IP,
 * user agent and time come from the request itself (fields of those names are ignored).
 */
/** Sign-in and sign-out rows are written only by the server itself. */
export const CLIENT_LOG_ACTIONS = LOG_ACTIONS.filter((a) => a !== 'login' && a !== 'logout');

export const ZCreateSystemLogInput = z.object({
  action: z.enum(CLIENT_LOG_ACTIONS as [LogAction, ...LogAction[]], { error: 'Ação inválida' }),
  entity: z.enum(LOG_ENTITIES, { error: 'Entidade inválida' }),
  entityId: ZId.nullish(),
  description: z.string().trim().min(1, 'Descrição é obrigatória').max(2000, 'Máximo de 2000 caracteres'),
});
export type CreateSystemLogInput = z.infer<typeof ZCreateSystemLogInput>;

export const LOG_TEXT = {
  title: 'Logs do Sistema',
  recent: 'Atividades Recentes',
  count: (n: number) => `${n} registros encontrados`,
  system: 'Sistema',
  clearFilters: 'Limpar Filtros',
  empty: 'Nenhum log encontrado',
  emptyHint: 'Tente ajustar os filtros ou aguarde novas atividades',
  error: 'Erro ao carregar os logs do sistema',
} as const;
