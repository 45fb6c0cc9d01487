import { isLeadPage } from '@clinic/domain';
import { useState } from 'react';

import { CONNECTION_ERROR_MESSAGE, errorMessage } from '../../lib/api-errors';
import { notifyError, notifySuccess } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import { type LeadListState, toLeadFilter } from './lead-filters';
import { LEADS_SCREEN_TEXT as T } from './leads.text';

/**
 * 'Exportar Excel': fetches the whole filtered list (every page, the plain array), then builds the
 * workbook with the spreadsheet library loaded on demand.
 */
export function useLeadExport(state: LeadListState) {
  const utils = trpc.useUtils();
  const [exporting, setExporting] = useState(false);

  const run = async () => {
    setExporting(true);
    try {
      const result = await utils.leads.list.fetch(toLeadFilter(state), { staleTime: 0 });
      const leads = isLeadPage(result) ? result.items : result;
      if (leads.length === 0) {
        notifyError(T.exportEmpty, T.exportEmptyDetail);
        return;
      }
      const { downloadLeadsWorkbook } = await import('./export-leads');
      const file = await downloadLeadsWorkbook(leads);
      notifySuccess(T.exported, T.exportedDetail(file));
    } catch (error) {
      const message = errorMessage(error);
      notifyError(T.exportError, message === CONNECTION_ERROR_MESSAGE ? T.tryAgain : message);
    } finally {
      setExporting(false);
    }
  };
  return { exporting, run };
}
