/**
 * Money as integer centavos (issue #24): the API carries decimal strings ("150.00", like the spec's
 * prices), the database integer centavos; the conversion works on the digits, never on floats.
 */

/** "150", "150.5", "150,50" → 15050; null when it is not an amount with at most two decimals (≤ 99,999,999.99). */
export function centsFromDecimal(value: string): number | null {
  const match = /^(\d{1,8})(?:[.,](\d{0,2}))?$/.exec(value.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** 15050 → "150.50"; -5 → "-0.05". */
export function decimalFromCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** 15050 → 'R$ 150,50' (formatted from the exact decimal). */
export function formatCents(cents: number): string {
  return brl.format(Number(decimalFromCents(cents)));
}
