import { ZLoginInput, ZRegisterInput, ZUser } from '@clinic/domain';

import { ZSuccessResponse } from '../../procedures';

export const ZLoginRequest = ZLoginInput;
export const ZRegisterRequest = ZRegisterInput;
export const ZUserResponse = ZUser;
export const ZLogoutResponse = ZSuccessResponse;

const tags = ['Autenticação'];
export const authMeta = {
  login: { openapi: { method: 'POST', path: '/login', tags, summary: 'Entra com email e senha', protect: false } },
  logout: { openapi: { method: 'POST', path: '/logout', tags, summary: 'Encerra a sessão', protect: true } },
  me: { openapi: { method: 'GET', path: '/user', tags, summary: 'Usuário da sessão atual', protect: true } },
  register: {
    openapi: {
      method: 'POST',
      path: '/register',
      tags,
      summary: 'Cria uma conta (a primeira da clínica, ou por um administrador/gerente)',
    },
  },
} as const;
