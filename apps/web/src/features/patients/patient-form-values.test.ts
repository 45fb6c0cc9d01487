import { ZPatientInput, type Patient } from '@clinic/domain';
import { describe, expect, it } from 'vitest';

import { ZPatientFormValues, patientFormValues, toCreatePatientInput, toUpdatePatientInput, validationMessages } from './patient-form-values';

const patient: Patient = {
  id: 7,
  firstName: 'Ana',
  lastName: 'Souza',
  phone: '(11) 98765-4321',
  email: 'ana@email.com',
  address: null,
  origin: 'Instagram',
  birthDate: '1990-05-10',
  profession: 'Professora',
  maritalStatus: 'married',
  cpf: '529.982.247-25',
  rg: null,
  gender: 'feminino',
  sex: 'female',
  cep: '01310-100',
  city: 'São Paulo',
  state: 'SP',
  dysfunctions: ['Prolapso'],
  status: 'Pre-alta',
  originDate: '2026-01-05',
  conversionDate: null,
  preDischargeDate: null,
  dischargeDate: null,
  createdAt: '2026-01-05T12:00:00.000Z',
  version: 1,
  age: 35,
  registrationIncomplete: false,
  consultationDoneDate: null,
  firstAttendanceDate: null,
  firstAppointmentDate: null,
  archivedAt: null,
  whatsappConsent: { optedIn: false, at: null, source: null, text: null },
};

const filledForm = {
  ...patientFormValues(null),
  firstName: ' Bia ',
  lastName: 'Lima',
  phone: '(21) 99876-5432',
  birthDate: '1985-02-01',
};

describe('patient form values', () => {
  it('starts a new patient empty, status Ativo, no dysfunctions', () => {
    expect(patientFormValues(null)).toMatchObject({ firstName: '', birthDate: null, status: 'Ativo', dysfunctions: [], state: null });
  });

  it('sends optional text only when non-empty after trimming', () => {
    expect(toCreatePatientInput({ ...filledForm, email: '   ', city: ' Niterói ', cep: '', cpf: '529.982.247-25', state: 'RJ' })).toEqual({
      firstName: ' Bia ',
      lastName: 'Lima',
      phone: '(21) 99876-5432',
      birthDate: '1985-02-01',
      dysfunctions: [],
      status: 'Ativo',
      city: 'Niterói',
      cpf: '529.982.247-25',
      state: 'RJ',
    });
  });

  it('shows the §5 messages under the four required fields', () => {
    const result = ZPatientFormValues.safeParse(patientFormValues(null));
    const byField = Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
    expect(byField).toEqual({
      firstName: 'Nome é obrigatório',
      lastName: 'Sobrenome é obrigatório',
      phone: 'Telefone é obrigatório',
      birthDate: 'Data de nascimento é obrigatória',
    });
    expect(validationMessages({ firstName: 'Nome é obrigatório', phone: 'Telefone é obrigatório', cpf: undefined })).toEqual([
      'Nome é obrigatório',
      'Telefone é obrigatório',
    ]);
  });

  it('checks CPF digits and complete phones with the server rules', () => {
    const issues = ZPatientFormValues.safeParse({ ...filledForm, cpf: '529.982.247-24', phone: '(21) 9987' }).error?.issues ?? [];
    expect(issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['phone', 'Telefone inválido: use (xx) xxxxx-xxxx'],
      ['cpf', 'CPF inválido'],
    ]);
  });

  it('fills the form from a patient and sends it back unchanged', () => {
    const values = patientFormValues(patient);
    expect(values).toMatchObject({ email: 'ana@email.com', address: '', rg: '', conversionDate: null, dysfunctions: ['Prolapso'] });
    const update = toUpdatePatientInput(values, patient);
    expect(update).not.toHaveProperty('address');
    expect(update).not.toHaveProperty('conversionDate');
    expect(update).toMatchObject({ email: 'ana@email.com', state: 'SP', status: 'Pre-alta', maritalStatus: 'married' });
    expect(ZPatientInput.safeParse(update).success).toBe(true);
  });

  it('clears on update what the user emptied', () => {
    const update = toUpdatePatientInput(
      { ...patientFormValues(patient), email: ' ', city: '', state: null, sex: null, originDate: null, rg: '123' },
      patient,
    );
    expect(update).toMatchObject({ email: null, city: null, state: null, sex: null, originDate: null, rg: '123' });
  });
});
