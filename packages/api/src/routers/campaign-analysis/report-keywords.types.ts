import { ZId, ZReportKeyword, ZReportKeywordInput } from '@clinic/domain';
import { z } from 'zod';

export const ZReportKeywordIdInput = z.object({ id: ZId });
export const ZListReportKeywordsResponse = z.array(ZReportKeyword);
export const ZAddReportKeywordRequest = ZReportKeywordInput;
export const ZReportKeywordResponse = ZReportKeyword;
export const ZRemoveReportKeywordResponse = z.object({ success: z.literal(true) });

const tags = ['Relatórios'];
/** operationIds: the ones of the former tRPC paths (reportKeywords.*), so the OpenAPI document does not change. */
export const reportKeywordsMeta = {
  list: { openapi: { operationId: 'reportKeywords-list', method: 'GET', path: '/report-keywords', tags, summary: 'Dicionário de palavras-chave das análises', protect: true } },
  add: { openapi: { operationId: 'reportKeywords-add', method: 'POST', path: '/report-keywords', tags, summary: 'Adiciona uma palavra-chave (administradores)', protect: true } },
  remove: {
    openapi: { operationId: 'reportKeywords-remove', method: 'DELETE', path: '/report-keywords/{id}', tags, summary: 'Remove uma palavra-chave (administradores)', protect: true },
  },
} as const;
