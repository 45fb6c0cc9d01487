const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** A decimal (number or the API's string form) as BRL: `R$ 150,00`. */
export function formatBRL(value: number | string | null | undefined): string {
  const n = typeof value === 'string' ? Number(value) : (value ?? 0);
  return brl.format(Number.isFinite(n) ? n : 0);
}
