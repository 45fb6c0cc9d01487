import { canWorkReports } from '@clinic/domain';
import { z } from 'zod';

import { listConsolidatedReports } from '../../services/consolidated-reports/consolidated-reports.service';
import { roleProcedure } from '../../trpc';
import { ZListConsolidatedReportsResponse, consolidatedReportsMeta } from './consolidated-reports.types';

export const listConsolidatedReportsProcedure = roleProcedure(canWorkReports)
  .meta(consolidatedReportsMeta.list)
  .input(z.object({}).optional())
  .output(ZListConsolidatedReportsResponse)
  .query(({ ctx }) => listConsolidatedReports(ctx.db));
