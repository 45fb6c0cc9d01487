import { actorOf } from '../../context';
import { getPatientExport } from '../../services/personal-data/personal-data.service';
import { permittedProcedure } from '../../trpc';
import { ZExportRequest, ZExportResponse, personalDataMeta } from './personal-data.types';

/** A query that may hand the file out once: the server marks it downloaded in the same transaction. */
export const getExportProcedure = permittedProcedure('privacy:administer')
  .meta(personalDataMeta.getExport)
  .input(ZExportRequest)
  .output(ZExportResponse)
  .query(({ ctx, input }) => getPatientExport(ctx.db, actorOf(ctx), input.id, input.download === 'true', ctx.now()));
