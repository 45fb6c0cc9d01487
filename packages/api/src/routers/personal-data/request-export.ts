import { actorOf } from '../../context';
import { ZIdInput } from '../../procedures';
import { requestPatientExport } from '../../services/personal-data/personal-data.service';
import { permittedProcedure } from '../../trpc';
import { ZExportResponse, personalDataMeta } from './personal-data.types';

export const requestExportProcedure = permittedProcedure('privacy:administer')
  .meta(personalDataMeta.requestExport)
  .input(ZIdInput)
  .output(ZExportResponse)
  .mutation(({ ctx, input }) => requestPatientExport(ctx.db, { actor: actorOf(ctx), requestId: ctx.requestId }, input.id, ctx.now()));
