import { ZAdAccount, ZAdAccountInput, ZAdAccountUpdate } from '@clinic/domain';
import { z } from 'zod';

import { ZIdInput } from '../../procedures';

export const ZListAdAccountsResponse = z.array(ZAdAccount);
export const ZCreateAdAccountRequest = ZAdAccountInput;
export const ZUpdateAdAccountRequest = ZIdInput.extend(ZAdAccountUpdate.shape);
export const ZAdAccountResponse = ZAdAccount;

const tags = ['Contas de Anúncio'];
export const adAccountsMeta = {
  list: {
    openapi: { method: 'GET', path: '/ad-accounts', tags, summary: 'Lista as contas de anúncio (ativas primeiro)', protect: true },
  },
  get: { openapi: { method: 'GET', path: '/ad-accounts/{id}', tags, summary: 'Uma conta de anúncio', protect: true } },
  create: {
    openapi: {
      method: 'POST',
      path: '/ad-accounts',
      tags,
      summary: 'Cadastra uma conta de anúncio',
      description: '`accountNumber` é o ID da conta na Meta, só dígitos ("act_" é retirado); um número já cadastrado responde 409.',
      protect: true,
    },
  },
  update: {
    openapi: {
      method: 'PUT',
      path: '/ad-accounts/{id}',
      tags,
      summary: 'Atualiza uma conta de anúncio (só os campos enviados mudam)',
      protect: true,
    },
  },
  deactivate: {
    openapi: {
      method: 'DELETE',
      path: '/ad-accounts/{id}',
      tags,
      summary: 'Desativa uma conta de anúncio',
      description: 'A conta não é apagada (seus relatórios continuam apontando para ela): fica inativa e responde a conta.',
      protect: true,
    },
  },
} as const;
