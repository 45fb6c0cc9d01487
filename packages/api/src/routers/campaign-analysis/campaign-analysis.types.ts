import { ZCampaignAnalysis } from '@clinic/domain';

export const ZReportAnalysisResponse = ZCampaignAnalysis;

const tags = ['Relatórios'];
/** operationId: the one of the former tRPC path (reportAnalysis.get), so the OpenAPI document does not change. */
export const campaignAnalysisMeta = {
  get: {
    openapi: {
      operationId: 'reportAnalysis-get',
      method: 'GET',
      path: '/report-requests/{id}/analysis',
      tags,
      summary: 'Análise inteligente de um relatório concluído',
      description:
        'Palavras-chave nos nomes das campanhas, leads do período com a palavra-chave E "FB" na origem, custo por lead, eficiência (Alta/Média/Baixa) e taxa de conversão. 404 sem o relatório; 409 enquanto não estiver concluído.',
      protect: true,
    },
  },
} as const;
