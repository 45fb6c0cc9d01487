import { describe, expect, it } from 'vitest';

import { ZLoginInput, ZNewPassword } from './auth.schemas';
import { ROLE_LABELS, can, canManageUser } from './roles';

describe('login input', () => {
  it('rejects a bad email with the spec text', () => {
    const r = ZLoginInput.safeParse({ email: 'x', password: '123456' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe('Email inválido');
  });

  it('rejects a short password with the spec text', () => {
    const r = ZLoginInput.safeParse({ email: 'a@b.com', password: '123' });
    expect(r.error?.issues[0]?.message).toBe('Senha deve ter pelo menos 6 caracteres');
  });

  it('new passwords need 8 characters', () => {
    expect(ZNewPassword.safeParse('1234567').success).toBe(false);
    expect(ZNewPassword.safeParse('abcd1234').success).toBe(true);
  });
});

describe('roles', () => {
  it('labels the six roles in Portuguese', () => {
    expect(Object.values(ROLE_LABELS)).toEqual([
      'Administrador',
      'Gerente',
      'Fisioterapeuta',
      'Financeiro',
      'Líder',
      'Recepcionista',
    ]);
  });

  it('only admin and manager manage the clinic', () => {
    expect(can('admin', 'users:manage')).toBe(true);
    expect(can('manager', 'users:manage')).toBe(true);
    expect(can('recepcionista', 'users:manage')).toBe(false);
    expect(can('physiotherapist', 'users:manage')).toBe(false);
  });
});

describe('permission rules shared by server and screens', () => {
  it('lets management and finance keep the price list', () => {
    expect(['admin', 'manager', 'financeiro'].every((role) => can(role as never, 'services:manage'))).toBe(true);
    expect(can('recepcionista', 'services:manage')).toBe(false);
    expect(can('physiotherapist', 'services:manage')).toBe(false);
  });

  it('lets only an admin touch admins', () => {
    expect(canManageUser('admin', 'admin')).toBe(true);
    expect(canManageUser('manager', 'admin')).toBe(false);
    expect(canManageUser('manager', 'physiotherapist')).toBe(true);
    expect(canManageUser('recepcionista', 'physiotherapist')).toBe(false);
  });
});
