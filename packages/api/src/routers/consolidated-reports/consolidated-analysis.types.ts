import { ZConsolidatedAnalysis, ZConsolidatedAnalysisStart } from '@clinic/domain';
import { z } from 'zod';

export const ZConsolidatedAnalysisIdInput = z.object({ id: z.string().trim().min(1, 'Id inválido').max(100, 'Id inválido') });
export const ZStartConsolidatedAnalysisRequest = ZConsolidatedAnalysisStart;
export const ZStartConsolidatedAnalysisResponse = z.object({ id: z.string() });
export const ZConsolidatedAnalysisResponse = ZConsolidatedAnalysis;

const tags = ['Relatórios'];
/** operationIds: the ones of the former tRPC paths (consolidatedAnalysis.*), so the OpenAPI document does not change. */
export const consolidatedAnalysisMeta = {
  start: {
    openapi: {
      operationId: 'consolidatedAnalysis-start',
      method: 'POST',
      path: '/consolidated-analysis',
      tags,
      summary: 'Inicia uma análise consolidada de todas as contas ativas',
      description:
        'Responde { id } na hora; a análise roda em segundo plano, uma conta por vez. Consulte GET /consolidated-analysis/{id} a cada 2 s enquanto status = processing.',
      protect: true,
    },
  },
  get: {
    openapi: {
      operationId: 'consolidatedAnalysis-get',
      method: 'GET',
      path: '/consolidated-analysis/{id}',
      tags,
      summary: 'Estado e resultado de uma análise consolidada',
      protect: true,
    },
  },
} as const;
