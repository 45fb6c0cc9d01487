import { z } from 'zod';

import { listConsolidatedReports } from '../../services/consolidated-reports/consolidated-reports.service';
import { permittedProcedure } from '../../trpc';
import { ZListConsolidatedReportsResponse, consolidatedReportsMeta } from './consolidated-reports.types';

export const listConsolidatedReportsProcedure = permittedProcedure('reports:work')
  .meta(consolidatedReportsMeta.list)
  .input(z.object({}).optional())
  .output(ZListConsolidatedReportsResponse)
  .query(({ ctx }) => listConsolidatedReports(ctx.db));
