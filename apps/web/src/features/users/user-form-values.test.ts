import type { User } from '@clinic/domain';
import { describe, expect, it } from 'vitest';

import { toCreateInput, toUpdateInput, userFormValues, validateUserForm } from './user-form-values';

const user: User = {
  id: 7,
  email: 'joana@clinica.com',
  firstName: 'Joana',
  lastName: 'Lima',
  birthDate: '1990-03-15',
  cpf: '529.982.247-25',
  rg: null,
  crefito: null,
  phone: '(11) 98888-7777',
  address: null,
  gender: 'feminino',
  role: 'physiotherapist',
  photo: '/api/users/7/photo?v=1',
  color: '#498ef2',
  shift: 'integral',
  isActive: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  version: 1,
};

describe('user form values', () => {
  it('starts a new user with the spec defaults', () => {
    expect(userFormValues(null)).toMatchObject({ role: 'physiotherapist', shift: 'integral', color: '#498ef2', isActive: true });
  });

  it('requires names, email and, on create, a password of 8 characters', () => {
    const errors = validateUserForm(userFormValues(null), false);
    expect(errors).toMatchObject({ firstName: 'Nome é obrigatório', lastName: 'Sobrenome é obrigatório', email: 'Email inválido' });
    expect(errors.password).toBe('A senha deve ter pelo menos 8 caracteres');
    expect(validateUserForm(userFormValues(user), true)).toEqual({});
  });

  it('asks for a matching confirmation only when a password is typed', () => {
    const values = { ...userFormValues(user), password: 'Nova#Senha2026', confirmPassword: 'outra' };
    expect(validateUserForm(values, true)).toEqual({ confirmPassword: 'As senhas não coincidem' });
    expect(validateUserForm({ ...values, confirmPassword: values.password }, true)).toEqual({});
  });

  it('refuses a CPF with wrong check digits and an incomplete phone', () => {
    const values = { ...userFormValues(user), cpf: '529.982.247-24', phone: '(11) 9888' };
    expect(validateUserForm(values, true)).toEqual({ cpf: 'CPF inválido', phone: 'Formato inválido. Use: (xx) xxxxx-xxxx' });
  });

  it('never sends the confirmation, and sends no password nor photo that did not change', () => {
    const update = toUpdateInput({ ...userFormValues(user), firstName: ' Joana Maria ' }, user);
    expect(update).not.toHaveProperty('password');
    expect(update).not.toHaveProperty('confirmPassword');
    expect(update).not.toHaveProperty('photo');
    expect(update).toMatchObject({ firstName: 'Joana Maria', rg: null, cpf: '529.982.247-25' });
    expect(toUpdateInput({ ...userFormValues(user), photo: null }, user).photo).toBeNull();
    const withPassword = toUpdateInput({ ...userFormValues(user), password: 'Nova#Senha2026', confirmPassword: 'Nova#Senha2026' }, user);
    expect(withPassword.password).toBe('Nova#Senha2026');
  });

  it('builds the create request without the confirmation, with a formatted CPF', () => {
    const values = { ...userFormValues(null), firstName: 'Ana', lastName: 'Reis', email: 'ANA@clinica.com', password: 'Pelvica#2026x' };
    const input = toCreateInput({ ...values, confirmPassword: values.password, cpf: '52998224725' });
    expect(input).not.toHaveProperty('confirmPassword');
    expect(input).toMatchObject({ email: 'ana@clinica.com', cpf: '529.982.247-25', photo: null, role: 'physiotherapist' });
  });
});
