import { z } from 'zod';

import { TEXT_EXPECTED, maxText } from '../common/fields';

/** Digits only. */
export function cpfDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/** True when the CPF has 11 digits, is not a repeated digit, and both check digits match. */
export function isValidCpf(value: string): boolean {
  const digits = cpfDigits(value);
  if (digits.length !== 11 || /^(\d)\1{10}$/.test(digits)) return false;
  const check = (length: number) => {
    let sum = 0;
    for (let i = 0; i < length; i += 1) sum += Number(digits[i]) * (length + 1 - i);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  return check(9) === Number(digits[9]) && check(10) === Number(digits[10]);
}

/** `12345678909` → `123.456.789-09` (how CPFs are stored and shown). */
export function formatCpf(value: string): string {
  const d = cpfDigits(value).slice(0, 11);
  return d
    .replace(/^(\d{3})(\d)/, '$1.$2')
    .replace(/^(\d{3})\.(\d{3})(\d)/, '$1.$2.$3')
    .replace(/\.(\d{3})(\d{1,2})$/, '.$1-$2');
}

/**
 * An optional CPF field: empty means none; otherwise its check digits must match ('CPF inválido').
 * Stored formatted, `000.000.000-00`. With `max`, a longer text stops at 'Máximo de N caracteres'.
 */
export const optionalCpf = (rules: { max?: number; typeError?: string } = {}) => {
  const text = z.string({ error: rules.typeError ?? TEXT_EXPECTED }).trim();
  return (rules.max === undefined ? text : text.max(rules.max, { message: maxText(rules.max), abort: true }))
    .refine((v) => v === '' || isValidCpf(v), 'CPF inválido')
    .transform((v) => (v === '' ? null : formatCpf(v)))
    .nullish();
};
