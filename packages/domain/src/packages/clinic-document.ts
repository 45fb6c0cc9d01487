import { cpfDigits, formatCpf, isValidCpf } from '../users/cpf';

/** True when the CNPJ has 14 digits, is not a repeated digit, and both check digits match. */
export function isValidCnpj(value: string): boolean {
  const digits = value.replace(/\D/g, '');
  if (digits.length !== 14 || /^(\d)\1{13}$/.test(digits)) return false;
  const check = (length: number) => {
    // Weights 5,4,3,2,9,8,7,6,5,4,3,2 for the first digit; 6,5,4,3,2,9,… for the second.
    let sum = 0;
    for (let i = 0; i < length; i += 1) sum += Number(digits[i]) * (((length - 1 - i) % 8) + 2);
    const rest = sum % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  return check(12) === Number(digits[12]) && check(13) === Number(digits[13]);
}

/** `11222333000181` → `11.222.333/0001-81`. */
export function formatCnpj(value: string): string {
  const d = value.replace(/\D/g, '');
  return `${d.slice(0, 2)}.${d.slice(2, 5)}.${d.slice(5, 8)}/${d.slice(8, 12)}-${d.slice(12, 14)}`;
}

/** The clinic's document on receipts: a CNPJ (14 digits) or, for a professional on her own, a CPF (11). */
export function isValidClinicDocument(value: string): boolean {
  const digits = cpfDigits(value);
  return digits.length === 14 ? isValidCnpj(digits) : isValidCpf(digits);
}

export function formatClinicDocument(value: string): string {
  return cpfDigits(value).length === 14 ? formatCnpj(value) : formatCpf(value);
}
