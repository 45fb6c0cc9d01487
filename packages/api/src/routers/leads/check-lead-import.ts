import { canWorkLeads } from '@clinic/domain';

import { checkLeadImport } from '../../services/leads/leads-import.service';
import { roleProcedure } from '../../trpc';
import { ZCheckLeadImportRequest, ZCheckLeadImportResponse, leadsMeta } from './leads.types';

/** A mutation only because REST names it POST (the rows travel in the body); it writes nothing. */
export const checkLeadImportProcedure = roleProcedure(canWorkLeads)
  .meta(leadsMeta.checkImport)
  .input(ZCheckLeadImportRequest)
  .output(ZCheckLeadImportResponse)
  .mutation(({ ctx, input }) => checkLeadImport(ctx.db, input));
