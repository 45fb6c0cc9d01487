import {
  ZCreateUserInput,
  ZNewPassword,
  ZStaffOption,
  ZUpdateUserInput,
  ZUser,
  ZUserListItem,
  versionedUpdateFields,
} from '@clinic/domain';
import { z } from 'zod';

import { ZSuccessResponse, ZIdInput } from '../../procedures';
import { resourceRoutes, restRoute } from '../../rest-route';
import { syncParsed } from '../../sync-parsed';

export const ZCreateUserRequest = ZCreateUserInput;
export const ZUpdateUserRequest = ZIdInput.extend(ZUpdateUserInput.shape).extend(versionedUpdateFields);
export const ZUserResponse = ZUser;
export const ZListUsersResponse = syncParsed(z.array(ZUserListItem));
export const ZUserListItemResponse = ZUserListItem;
export const ZStaffOptionsRequest = z.object({}).optional();
export const ZStaffOptionsResponse = z.array(ZStaffOption);
export const ZResetPasswordRequest = z.object({ email: z.string().trim().email('Email inválido'), password: ZNewPassword });
export const ZResetPasswordResponse = ZSuccessResponse;

const tags = ['Usuários'];
export const usersMeta = {
  ...resourceRoutes('/users', tags, {
    list: 'Lista os usuários (admin e gerente)',
    create: 'Cria um usuário (admin e gerente)',
    update: 'Atualiza um usuário; só { isActive } bloqueia ou desbloqueia (admin e gerente)',
  }),
  liftSignInLock: restRoute('DELETE', '/users/{id}/sign-in-lock', tags, 'Libera o login de um usuário bloqueado temporariamente por tentativas erradas (admin e gerente)'),
};
