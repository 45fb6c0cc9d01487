import { ZConsolidatedReport, ZConsolidatedReportListItem, ZConsolidatedReportSave } from '@clinic/domain';
import { z } from 'zod';

/** Saved reports have text ids (docs/CONTRACT.md); anything longer than a UUID-ish id cannot exist. */
export const ZConsolidatedReportIdInput = z.object({ id: z.string().trim().min(1, 'Id inválido').max(100, 'Id inválido') });

export const ZListConsolidatedReportsResponse = z.array(ZConsolidatedReportListItem);
export const ZConsolidatedReportResponse = ZConsolidatedReport;
export const ZSaveConsolidatedReportRequest = ZConsolidatedReportSave;
export const ZDeleteConsolidatedReportResponse = z.object({ success: z.literal(true) });

const tags = ['Relatórios'];
export const consolidatedReportsMeta = {
  list: {
    openapi: { method: 'GET', path: '/consolidated-reports', tags, summary: 'Lista os relatórios consolidados salvos', protect: true },
  },
  save: {
    openapi: { method: 'POST', path: '/consolidated-reports/save', tags, summary: 'Salva um relatório consolidado', protect: true },
  },
  get: {
    openapi: { method: 'GET', path: '/consolidated-reports/{id}', tags, summary: 'Um relatório consolidado salvo', protect: true },
  },
  delete: {
    openapi: { method: 'DELETE', path: '/consolidated-reports/{id}', tags, summary: 'Exclui um relatório consolidado', protect: true },
  },
} as const;
