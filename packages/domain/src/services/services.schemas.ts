import { z } from 'zod';

import { ZVersion } from '../common/versions';

export const ZService = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  /** Decimal carried as a string, e.g. "150.00". */
  price: z.string(),
  quantity: z.number().int(),
  isActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Raised on every change; send it back with an update to refuse overwriting someone else's change. */
  version: ZVersion,
});
export type Service = z.infer<typeof ZService>;

/** A price as typed: "150", "150.5", "150,50" → "150.50"; at most 99,999,999.99 (numeric 10,2). */
export function normalizePrice(value: string): string | null {
  const cleaned = value.trim().replace(',', '.');
  if (!/^\d{1,8}(\.\d{0,2})?$/.test(cleaned)) return null;
  return Number(cleaned).toFixed(2);
}

const serviceFields = {
  name: z.string({ error: 'Nome é obrigatório' }).trim().min(1, 'Nome é obrigatório').max(200, 'Máximo de 200 caracteres'),
  description: z
    .string()
    .trim()
    .max(2000, 'Máximo de 2000 caracteres')
    .transform((v) => (v === '' ? null : v))
    .nullish(),
  price: z
    .string({ error: 'Valor é obrigatório' })
    .min(1, 'Valor é obrigatório')
    .transform((v, ctx) => {
      const price = normalizePrice(v);
      if (price === null) {
        ctx.addIssue({ code: 'custom', message: 'Valor inválido (use até duas casas decimais, ex.: 150.00)' });
        return z.NEVER;
      }
      return price;
    }),
  quantity: z
    .number({ error: 'Quantidade inválida' })
    .int('Quantidade deve ser um número inteiro')
    .min(0, 'Quantidade não pode ser negativa')
    .max(1_000_000, 'Quantidade grande demais'),
  isActive: z.boolean(),
};

export const ZServiceInput = z.object({
  ...serviceFields,
  quantity: serviceFields.quantity.default(0),
  isActive: serviceFields.isActive.default(true),
});
export type ServiceInput = z.infer<typeof ZServiceInput>;

/** An update: only the fields sent change (no defaults fill in the others). */
export const ZServiceUpdate = z.object(serviceFields).partial();
export type ServiceUpdate = z.infer<typeof ZServiceUpdate>;

export const SERVICE_TEXT = {
  title: 'Serviços',
  newService: 'Novo Serviço',
  editService: 'Editar Serviço',
  search: 'Buscar Serviços',
  emptySearch: 'Nenhum serviço encontrado',
  empty: 'Nenhum serviço cadastrado',
  confirmTitle: 'Confirmar Exclusão',
  confirmDelete: (name: string) =>
    `Tem certeza que deseja excluir o serviço "${name}"? Esta ação não pode ser desfeita.`,
  created: 'Serviço criado',
  updated: 'Serviço atualizado',
  deleted: 'Serviço excluído',
  createdMessage: 'O serviço foi criado com sucesso.',
  updatedMessage: 'O serviço foi atualizado com sucesso.',
  deletedMessage: 'O serviço foi excluído com sucesso.',
  createError: 'Erro ao criar serviço',
  updateError: 'Erro ao atualizar serviço',
  deleteError: 'Erro ao excluir serviço',
  active: 'Ativo',
  inactive: 'Inativo',
} as const;
