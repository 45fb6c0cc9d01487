import { ZCreateSystemLogInput, ZSystemLogPage, ZSystemLogQuery } from '@clinic/domain';
import { z } from 'zod';

import { syncParsed } from '../../sync-parsed';

export const ZListLogsRequest = ZSystemLogQuery;
export const ZListLogsResponse = syncParsed(ZSystemLogPage);
export const ZCreateLogRequest = ZCreateSystemLogInput;
export const ZCreateLogResponse = z.object({ success: z.literal(true) });

const tags = ['Logs do Sistema'];
export const logsMeta = {
  list: {
    openapi: {
      method: 'GET',
      path: '/system-logs',
      tags,
      summary:
        'Atividades registradas, das mais recentes às mais antigas (filtros e paginação no servidor; administradores e gerentes)',
      protect: true,
    },
  },
  create: {
    openapi: {
      method: 'POST',
      path: '/system-logs',
      tags,
      summary: 'Registra uma atividade em nome do usuário da sessão (usuário, IP e navegador vêm da requisição)',
      protect: true,
    },
  },
} as const;
