import { ZLoginInput, ZRegisterInput, ZUser } from '@clinic/domain';

import { ZSuccessResponse } from '../../procedures';
import { restRoute } from '../../rest-route';

export const ZLoginRequest = ZLoginInput;
export const ZRegisterRequest = ZRegisterInput;
export const ZUserResponse = ZUser;
export const ZLogoutResponse = ZSuccessResponse;

const tags = ['Autenticação'];
export const authMeta = {
  login: restRoute('POST', '/login', tags, 'Entra com email e senha', { protect: false }),
  logout: restRoute('POST', '/logout', tags, 'Encerra a sessão'),
  me: restRoute('GET', '/user', tags, 'Usuário da sessão atual'),
  register: restRoute('POST', '/register', tags, 'Cria uma conta (a primeira da clínica, ou por um administrador/gerente)'),
};
