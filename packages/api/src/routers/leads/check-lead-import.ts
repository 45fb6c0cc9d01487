
import { inImportCheckTurn } from '../../services/leads/import-turns';
import { checkLeadImport } from '../../services/leads/leads-import.service';
import { permittedProcedure } from '../../trpc';
import { ZCheckLeadImportRequest, ZCheckLeadImportResponse, leadsMeta } from './leads.types';

/** A mutation only because REST names it POST (the rows travel in the body); it writes nothing. */
export const checkLeadImportProcedure = permittedProcedure('leads:work')
  .meta(leadsMeta.checkImport)
  .input(ZCheckLeadImportRequest)
  .output(ZCheckLeadImportResponse)
  .mutation(({ ctx, input }) => inImportCheckTurn(ctx.db, () => checkLeadImport(ctx.db, input)));
