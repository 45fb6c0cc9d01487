/** Brazilian phone mask: `(xx) xxxx-xxxx` or `(xx) xxxxx-xxxx`, digits only, at most 11 digits. */
export const PHONE_MAX_DIGITS = 11;

export function phoneDigits(value: string): string {
  return value.replace(/\D/g, '').slice(0, PHONE_MAX_DIGITS);
}

/** Formats as it is typed: `11987` → `(11) 987`, `11987654321` → `(11) 98765-4321`. */
export function formatPhone(value: string): string {
  const digits = phoneDigits(value);
  if (digits.length === 0) return '';
  if (digits.length <= 2) return `(${digits}`;
  const area = digits.slice(0, 2);
  const rest = digits.slice(2);
  const split = rest.length > 8 ? 5 : 4;
  if (rest.length <= split) return `(${area}) ${rest}`;
  return `(${area}) ${rest.slice(0, split)}-${rest.slice(split)}`;
}

/** A complete phone: empty (optional) or `(xx) xxxx-xxxx` / `(xx) xxxxx-xxxx`. */
export function isCompletePhone(value: string): boolean {
  return value.trim() === '' || /^\(\d{2}\) \d{4,5}-\d{4}$/.test(value.trim());
}
