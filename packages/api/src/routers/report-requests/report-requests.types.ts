import {
  REPORT_REQUEST_STATUSES,
  ZId,
  canonicalInteger,
  ZReportRequest,
  ZReportRequestCreate,
  ZReportRequestListItem,
  ZReportResultPushFields,
  refineReportResultPush,
} from '@clinic/domain';
import { z } from 'zod';

import { ZIdInput } from '../../procedures';

export const ZReportRequestResponse = ZReportRequest;

export const ZListReportRequestsRequest = z
  .object({
    adAccountId: ZId.optional(),
    status: z.enum(REPORT_REQUEST_STATUSES, { error: 'Status inválido' }).optional(),
    limit: z.preprocess(canonicalInteger, z.number().int().min(1).max(100)).optional(),
    offset: z.preprocess(canonicalInteger, z.number().int().min(0).max(1_000_000)).optional(),
  })
  .optional();
export const ZListReportRequestsResponse = z.object({ total: z.number().int(), items: z.array(ZReportRequestListItem) });

export const ZCreateReportRequestRequest = ZReportRequestCreate;
export const ZPushReportResultRequest = ZIdInput.extend(ZReportResultPushFields).superRefine(refineReportResultPush);

const tags = ['Relatórios'];
export const reportRequestsMeta = {
  list: {
    openapi: {
      method: 'GET',
      path: '/report-requests',
      tags,
      summary: 'Lista as solicitações de relatório, mais recentes primeiro, em páginas',
      description: 'Responde `{ total, items }`; `limit` (1–100, padrão 20) e `offset`. Os itens trazem `adAccount` (name, accountNumber) e não trazem `webhookResponse`.',
      protect: true,
    },
  },
  get: {
    openapi: {
      method: 'GET',
      path: '/report-requests/{id}',
      tags,
      summary: 'Uma solicitação de relatório com a resposta bruta (webhookResponse) e a conta',
      protect: true,
    },
  },
  create: {
    openapi: {
      method: 'POST',
      path: '/report-requests',
      tags,
      summary: 'Solicita um relatório de campanhas para uma conta e um período',
      description:
        '`dateRange`: today, yesterday, last_7_days (ou last_7d), last_30_days (last_30d), last_90_days (last_90d) ou custom ' +
        '(com `startDate` e `endDate`, aaaa-mm-dd). Os "últimos N dias" terminam ontem. A solicitação nasce `pending` e é ' +
        'buscada em segundo plano na fonte configurada (Meta, webhook ou demonstração); com a fonte "push" fica pendente ' +
        'até uma ferramenta enviar o resultado.',
      protect: true,
    },
  },
  pushResult: {
    openapi: {
      method: 'POST',
      path: '/report-requests/{id}/result',
      tags,
      summary: 'Envia o resultado de uma solicitação pendente (ferramentas com token de API)',
      description:
        '`response`: o relatório num dos dois formatos (objeto com `totals` e as campanhas, ou lista de campanhas; números ' +
        'podem vir como texto); ou `errorMessage` para marcá-la como falha. Uma solicitação que não está mais pendente responde 409.',
      protect: true,
    },
  },
} as const;
