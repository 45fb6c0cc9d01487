import { z } from 'zod';

import { createAndUpdate, optionalText, requiredText } from '../common/fields';

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
  name: requiredText(AD_ACCOUNT_NAME_MAX, 'Nome é obrigatório', {
    maxMessage: `O nome deve ter no máximo ${AD_ACCOUNT_NAME_MAX} caracteres`,
  }),
  description: optionalText(2000, { refuseNul: false }),
  isActive: z.boolean({ error: 'Informe se a conta está ativa' }),
};

/** A new account is active unless said otherwise; an update changes only the fields sent. */
export const { create: ZAdAccountInput, update: ZAdAccountUpdate } = createAndUpdate(adAccountFields, { isActive: true });
export type AdAccountInput = z.infer<typeof ZAdAccountInput>;
export type AdAccountFormValues = z.input<typeof ZAdAccountInput>;
export type AdAccountUpdate = z.infer<typeof ZAdAccountUpdate>;
