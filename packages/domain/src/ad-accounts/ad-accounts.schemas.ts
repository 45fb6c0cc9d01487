import { z } from 'zod';

export const AD_ACCOUNT_NUMBER_MAX = 50;
export const AD_ACCOUNT_NAME_MAX = 200;

export const ZAdAccount = z.object({
  id: z.number().int(),
  /** Meta's ad account id, digits only (the API path adds `act_`). */
  accountNumber: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  isActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdAccount = z.infer<typeof ZAdAccount>;

/** "act_123", " 123 " → "123": people paste the id as Meta's Business Manager shows it. */
export function normalizeAccountNumber(value: string): string {
  return value.trim().replace(/^act_/i, '').trim();
}

const adAccountFields = {
  accountNumber: z
    .string({ error: 'Número da conta é obrigatório' })
    .transform(normalizeAccountNumber)
    .pipe(
      z
        .string()
        .min(1, 'Número da conta é obrigatório')
        .max(AD_ACCOUNT_NUMBER_MAX, `O número da conta deve ter no máximo ${AD_ACCOUNT_NUMBER_MAX} caracteres`)
        .regex(/^\d+$/, 'O número da conta deve conter apenas dígitos (ex.: 123456789012345)'),
    ),
  name: z
    .string({ error: 'Nome é obrigatório' })
    .trim()
    .min(1, 'Nome é obrigatório')
    .max(AD_ACCOUNT_NAME_MAX, `O nome deve ter no máximo ${AD_ACCOUNT_NAME_MAX} caracteres`)
    .refine((v) => !v.includes('\u0000'), 'Caractere inválido'),
  description: z
    .string()
    .trim()
    .max(2000, 'Máximo de 2000 caracteres')
    .transform((v) => (v === '' ? null : v))
    .nullish(),
  isActive: z.boolean({ error: 'Informe se a conta está ativa' }),
};

export const ZAdAccountInput = z.object({ ...adAccountFields, isActive: adAccountFields.isActive.default(true) });
export type AdAccountInput = z.infer<typeof ZAdAccountInput>;
export type AdAccountFormValues = z.input<typeof ZAdAccountInput>;

/** An update: only the fields sent change (no defaults fill in the others). */
export const ZAdAccountUpdate = z.object(adAccountFields).partial();
export type AdAccountUpdate = z.infer<typeof ZAdAccountUpdate>;

/** Every text the 'Contas de Anúncio' screen shows, in one place. */
export const AD_ACCOUNT_TEXT = {
  title: 'Contas de Anúncio',
  subtitle: 'Contas da Meta (Facebook/Instagram Ads) de onde vêm os relatórios de campanhas',
  newAccount: 'Nova Conta',
  editAccount: 'Editar Conta',
  list: 'Lista de Contas',
  accountNumber: 'Número da Conta',
  accountNumberHint: 'O ID da conta de anúncios na Meta (só os dígitos; "act_" é retirado)',
  name: 'Nome',
  description: 'Descrição',
  status: 'Status',
  actions: 'Ações',
  active: 'Ativa',
  inactive: 'Inativa',
  activeCheckbox: 'Conta ativa',
  save: 'Salvar',
  cancel: 'Cancelar',
  edit: 'Editar',
  deactivate: 'Desativar',
  requestReport: 'Solicitar relatório',
  empty: 'Nenhuma conta de anúncio cadastrada',
  emptyHint: 'Clique em "Nova Conta" para cadastrar a primeira conta da Meta.',
  confirmDeactivateTitle: 'Desativar conta',
  confirmDeactivate: (name: string) =>
    `Tem certeza que deseja desativar a conta "${name}"? Os relatórios já gerados continuam disponíveis.`,
  created: 'Conta criada',
  updated: 'Conta atualizada',
  deactivated: 'Conta desativada',
  createError: 'Erro ao criar conta',
  updateError: 'Erro ao atualizar conta',
  deactivateError: 'Erro ao desativar conta',
  numberTaken: 'Já existe uma conta de anúncio com este número',
  loadError: 'Erro ao carregar as contas de anúncio',
  backToReports: 'Voltar para Relatórios',
} as const;
