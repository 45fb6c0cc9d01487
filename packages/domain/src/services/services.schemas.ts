import { z } from 'zod';

import { createAndUpdate, optionalText, requiredText } from '../common/fields';
import { requiredMoney } from '../common/money';
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

export { normalizePrice } from '../common/money';

const serviceFields = {
  name: requiredText(200, 'Nome é obrigatório', { refuseNul: false }),
  description: optionalText(2000, { refuseNul: false }),
  price: requiredMoney({ required: 'Valor é obrigatório', invalid: 'Valor inválido (use até duas casas decimais, ex.: 150.00)' }),
  quantity: z
    .number({ error: 'Quantidade inválida' })
    .int('Quantidade deve ser um número inteiro')
    .min(0, 'Quantidade não pode ser negativa')
    .max(1_000_000, 'Quantidade grande demais'),
  isActive: z.boolean(),
};

/** A new service: no quantity means 0, active unless said otherwise; an update changes only the fields sent. */
export const { create: ZServiceInput, update: ZServiceUpdate } = createAndUpdate(serviceFields, { quantity: 0, isActive: true });
export type ServiceInput = z.infer<typeof ZServiceInput>;
export type ServiceUpdate = z.infer<typeof ZServiceUpdate>;
