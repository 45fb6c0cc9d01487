import { actorOf } from '../../context';
import { requestPatientExport } from '../../services/personal-data/personal-data.service';
import { permittedProcedure } from '../../trpc';
import { ZExportResponse, ZSubjectIdRequest, personalDataMeta } from './personal-data.types';

export const requestExportProcedure = permittedProcedure('privacy:administer')
  .meta(personalDataMeta.requestExport)
  .input(ZSubjectIdRequest)
  .output(ZExportResponse)
  .mutation(({ ctx, input }) => requestPatientExport(ctx.db, { actor: actorOf(ctx), requestId: ctx.requestId }, input.id, ctx.now()));
