import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { ZLoginInput, ZNewPassword } from './auth.schemas';
import { EMAIL_PATTERN, loginProblems } from './login-rules';
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

  it('the sign-in form (loginProblems, without zod) refuses exactly what ZLoginInput refuses, in the same words', () => {
    expect(EMAIL_PATTERN.source).toBe(z.regexes.email.source);
    const long = 'a'.repeat(250);
    const cases = [
      { email: 'x', password: '123456' },
      { email: ' ana@clinica.com.br ', password: '123456' },
      { email: 'ana@clinica', password: '123456' },
      { email: 'ana..b@clinica.com', password: '123456' },
      { email: '.ana@clinica.com', password: '123456' },
      { email: "o'neil+x@clinica.com", password: 'segredo' },
      { email: `${long}@clinica.com`, password: '123456' },
      { email: 'a@b.com', password: '123' },
      { email: 'a@b.com', password: '' },
      { email: 'a@b.com', password: 'x'.repeat(200) },
      { email: 'a@b.com', password: 'x'.repeat(201) },
      { email: '', password: '' },
    ];
    for (const values of cases) {
      const parsed = ZLoginInput.safeParse(values);
      const expected = Object.fromEntries((parsed.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));
      expect(loginProblems(values), JSON.stringify(values)).toEqual(expected);
    }
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
