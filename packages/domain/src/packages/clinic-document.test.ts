import { describe, expect, it } from 'vitest';

import { ZPackageSettingsInput, isValidCnpj, isValidClinicDocument } from '.';

describe('the clinic document (receipts)', () => {
  it('checks a CNPJ by its two check digits', () => {
    expect(isValidCnpj('11.222.333/0001-81')).toBe(true);
    expect(isValidCnpj('11222333000181')).toBe(true);
    expect(isValidCnpj('11.222.333/0001-82')).toBe(false);
    expect(isValidCnpj('11.222.333/0001-71')).toBe(false);
    expect(isValidCnpj('11111111111111')).toBe(false);
    expect(isValidCnpj('1122233300018')).toBe(false);
    // A professional on her own prints her CPF.
    expect(isValidClinicDocument('529.982.247-25')).toBe(true);
    expect(isValidClinicDocument('529.982.247-24')).toBe(false);
  });

  it('stores the document formatted and refuses a wrong one in Portuguese', () => {
    expect(ZPackageSettingsInput.parse({ clinicDocument: '11222333000181' }).clinicDocument).toBe('11.222.333/0001-81');
    expect(ZPackageSettingsInput.parse({ clinicDocument: ' ' }).clinicDocument).toBe('');
    const bad = ZPackageSettingsInput.safeParse({ clinicDocument: '11.222.333/0001-80', packageValidityDays: 0 });
    expect(bad.error?.issues.map((i) => i.message)).toEqual(['CNPJ inválido (confira os dígitos verificadores)', 'Validade: de 1 a 3650 dias']);
  });
});
