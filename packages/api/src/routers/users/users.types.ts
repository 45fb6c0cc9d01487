import {
  ZCreateUserInput,
  ZId,
  ZNewPassword,
  ZStaffOption,
  ZUpdateUserInput,
  ZUser,
  ZUserListItem,
  versionedUpdateFields,
} from '@clinic/domain';
import { z } from 'zod';

import { ZSuccessResponse } from '../../procedures';
import { syncParsed } from '../../sync-parsed';

export const ZUserIdInput = z.object({ id: ZId });
export const ZCreateUserRequest = ZCreateUserInput;
export const ZUpdateUserRequest = ZUserIdInput.extend(ZUpdateUserInput.shape).extend(versionedUpdateFields);
export const ZUserResponse = ZUser;
export const ZListUsersResponse = syncParsed(z.array(ZUserListItem));
export const ZUserListItemResponse = ZUserListItem;
export const ZStaffOptionsRequest = z.object({}).optional();
export const ZStaffOptionsResponse = z.array(ZStaffOption);
export const ZResetPasswordRequest = z.object({ email: z.string().trim().email('Email inválido'), password: ZNewPassword });
export const ZResetPasswordResponse = ZSuccessResponse;

const tags = ['Usuários'];
export const usersMeta = {
  list: { openapi: { method: 'GET', path: '/users', tags, summary: 'Lista os usuários (admin e gerente)', protect: true } },
  create: { openapi: { method: 'POST', path: '/users', tags, summary: 'Cria um usuário (admin e gerente)', protect: true } },
  update: {
    openapi: {
      method: 'PUT',
      path: '/users/{id}',
      tags,
      summary: 'Atualiza um usuário; só { isActive } bloqueia ou desbloqueia (admin e gerente)',
      protect: true,
    },
  },
  liftSignInLock: {
    openapi: {
      method: 'DELETE',
      path: '/users/{id}/sign-in-lock',
      tags,
      summary: 'Libera o login de um usuário bloqueado temporariamente por tentativas erradas (admin e gerente)',
      protect: true,
    },
  },
} as const;
