import { describe, expect, it } from 'vitest';

import { DYSFUNCTIONS, PATIENT_STATUSES } from './patients.constants';
import { ZDeletePatientInput, ZPatientInput, ZPatientListQuery, ZPatientUpdate, ZQuickPatientInput } from './patients.schemas';

const valid = { firstName: ' Ana ', lastName: 'Souza', phone: '11987654321', birthDate: '1990-05-10' };
const firstMessage = (result: { error?: { issues: { message: string; path: PropertyKey[] }[] } }) => result.error?.issues[0];

describe('patient input', () => {
  it('keeps the 31 dysfunctions of spec §9 and the five statuses', () => {
    expect(DYSFUNCTIONS).toHaveLength(31);
    expect(DYSFUNCTIONS[0]).toBe('Dor na relação');
    expect(DYSFUNCTIONS).toContain('Retenção / dor urinar');
    expect(PATIENT_STATUSES).toEqual(['Ativo', 'Pre-alta', 'Alta', 'Desistência', 'Pausa']);
  });

  it('trims, formats phone, CPF and CEP, defaults status and dysfunctions, and stores empty text as null', () => {
    expect(
      ZPatientInput.parse({ ...valid, cpf: '52998224725', cep: '01310100', state: 'sp', email: ' ANA@X.COM ', city: '  ', profession: '' }),
    ).toMatchObject({
      firstName: 'Ana',
      phone: '(11) 98765-4321',
      cpf: '529.982.247-25',
      cep: '01310-100',
      state: 'SP',
      email: 'ana@x.com',
      city: null,
      profession: null,
      status: 'Ativo',
      dysfunctions: [],
    });
  });

  it('stores a phone written with +55 or 55 in front as the national number (issue 20, point 9)', () => {
    expect(ZPatientInput.parse({ ...valid, phone: '+55 11 97654-3210' }).phone).toBe('(11) 97654-3210');
    expect(ZPatientInput.parse({ ...valid, phone: '5511976543210' }).phone).toBe('(11) 97654-3210');
    expect(ZPatientInput.parse({ ...valid, phone: '(55) 99123-4567' }).phone).toBe('(55) 99123-4567');
    expect(ZPatientInput.safeParse({ ...valid, phone: '+1 212 555 1234' }).success).toBe(false);
  });

  it('answers the §5 messages for the four required fields', () => {
    expect(firstMessage(ZPatientInput.safeParse({ ...valid, firstName: '  ' }))?.message).toBe('Nome é obrigatório');
    expect(firstMessage(ZPatientInput.safeParse({ ...valid, lastName: undefined }))?.message).toBe('Sobrenome é obrigatório');
    expect(firstMessage(ZPatientInput.safeParse({ ...valid, phone: '' }))?.message).toBe('Telefone é obrigatório');
    expect(firstMessage(ZPatientInput.safeParse({ ...valid, birthDate: '' }))?.message).toBe('Data de nascimento é obrigatória');
    expect(firstMessage(ZPatientInput.safeParse({ ...valid, birthDate: undefined }))?.message).toBe(
      'Data de nascimento é obrigatória',
    );
  });

  it('names the field of each bad value', () => {
    const bad: [string, unknown, string][] = [
      ['cpf', '529.982.247-24', 'CPF inválido'],
      ['state', 'XX', 'UF inválida'],
      ['sex', 'other', 'Sexo inválido'],
      ['maritalStatus', 'solteira', 'Estado civil inválido'],
      ['status', 'Ativa', 'Status inválido'],
      ['dysfunctions', ['Dor pelvica'], 'Disfunção inválida'],
      ['email', 'ana@', 'Email inválido'],
      ['cep', '123', 'CEP inválido (use 00000-000)'],
      ['phone', '1234', 'Telefone inválido: use (xx) xxxxx-xxxx'],
      ['birthDate', '1990-02-30', 'Data inválida (use aaaa-mm-dd)'],
      ['conversionDate', '10/05/2026', 'Data inválida (use aaaa-mm-dd)'],
      ['firstName', 'x'.repeat(101), 'Máximo de 100 caracteres'],
      ['origin', 'x'.repeat(201), 'Máximo de 200 caracteres'],
      ['address', 'Rua\u0000A', 'Caractere inválido'],
    ];
    for (const [field, value, message] of bad) {
      const issue = firstMessage(ZPatientInput.safeParse({ ...valid, [field]: value }));
      expect([field, issue?.path[0], issue?.message]).toEqual([field, field, message]);
    }
  });

  it('accepts every listed dysfunction once', () => {
    expect(ZPatientInput.parse({ ...valid, dysfunctions: ['Prolapso', 'Prolapso', 'Sem queixa'] }).dysfunctions).toEqual([
      'Prolapso',
      'Sem queixa',
    ]);
  });

  it('updates only what is sent; an empty body is valid', () => {
    expect(ZPatientUpdate.parse({})).toEqual({});
    expect(ZPatientUpdate.parse({ city: '', conversionDate: '2026-01-02' })).toEqual({ city: null, conversionDate: '2026-01-02' });
    expect(ZQuickPatientInput.safeParse({ firstName: 'A', lastName: 'B', phone: '', birthDate: '2000-01-01' }).success).toBe(false);
  });
});

describe('patient list query', () => {
  it('reads query strings: one or many dysfunctions, empty means no filter, numbers coerced', () => {
    expect(ZPatientListQuery.parse({ dysfunctions: 'Prolapso', sex: '', limit: '20', offset: '40' })).toEqual({
      dysfunctions: ['Prolapso'],
      limit: 20,
      offset: 40,
    });
    expect(ZPatientListQuery.safeParse({ limit: '0' }).success).toBe(false);
    expect(ZPatientListQuery.safeParse({ firstAppointmentFrom: '2026-13-01' }).success).toBe(false);
  });

  it('reads forceCascade as a query string or a boolean', () => {
    expect(ZDeletePatientInput.parse({ id: '3', forceCascade: 'false' })).toEqual({ id: 3, forceCascade: false });
    expect(ZDeletePatientInput.parse({ id: 3, forceCascade: 'true' }).forceCascade).toBe(true);
    expect(ZDeletePatientInput.parse({ id: 3, forceCascade: true }).forceCascade).toBe(true);
    expect(ZDeletePatientInput.parse({ id: 3 }).forceCascade).toBe(false);
    expect(ZDeletePatientInput.safeParse({ id: 3, forceCascade: 'sim' }).success).toBe(false);
  });
});

describe('one message per field', () => {
  it('stops at the first failed rule of a field', () => {
    for (const [field, value] of [
      ['phone', ''],
      ['birthDate', ''],
      ['birthDate', '31/12/1990'],
      ['firstName', ''],
      ['cpf', 'x'.repeat(20)],
    ] as const) {
      expect(ZPatientInput.safeParse({ ...valid, [field]: value }).error?.issues).toHaveLength(1);
    }
  });
});
