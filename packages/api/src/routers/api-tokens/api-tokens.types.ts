import { ZApiToken, ZCreateApiTokenInput, ZCreatedApiToken } from '@clinic/domain';
import { z } from 'zod';

export const ZListApiTokensRequest = z.object({}).optional();
export const ZListApiTokensResponse = z.array(ZApiToken);
export const ZCreateApiTokenRequest = ZCreateApiTokenInput;
export const ZCreateApiTokenResponse = ZCreatedApiToken;
export const ZRevokeApiTokenResponse = z.object({ success: z.literal(true) });

const tags = ['Integrações'];
export const apiTokensMeta = {
  list: { openapi: { method: 'GET', path: '/api-tokens', tags, summary: 'Lista os tokens de API (admin)', protect: true } },
  create: {
    openapi: {
      method: 'POST',
      path: '/api-tokens',
      tags,
      summary: 'Cria um token de API para um usuário ativo (admin); o segredo vem só nesta resposta',
      protect: true,
    },
  },
  revoke: {
    openapi: { method: 'DELETE', path: '/api-tokens/{id}', tags, summary: 'Revoga um token de API (admin)', protect: true },
  },
} as const;
