import { z } from 'zod';

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** A decimal (number or the API's string form) as BRL: `R$ 150,00`. */
export function formatBRL(value: number | string | null | undefined): string {
  const n = typeof value === 'string' ? Number(value) : (value ?? 0);
  return brl.format(Number.isFinite(n) ? n : 0);
}

/** A price as typed: "150", "150.5", "150,50" → "150.50"; at most 99,999,999.99 (numeric 10,2). */
export function normalizePrice(value: string): string | null {
  const cleaned = value.trim().replace(',', '.');
  if (!/^\d{1,8}(\.\d{0,2})?$/.test(cleaned)) return null;
  return Number(cleaned).toFixed(2);
}

/** A required amount of money, typed as text, carried as a decimal string ("150.00"). */
export const requiredMoney = (messages: { required: string; invalid: string }) =>
  z
    .string({ error: messages.required })
    .min(1, messages.required)
    .transform((v, ctx) => {
      const price = normalizePrice(v);
      if (price === null) {
        ctx.addIssue({ code: 'custom', message: messages.invalid });
        return z.NEVER;
      }
      return price;
    });
