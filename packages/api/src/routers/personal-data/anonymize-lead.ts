import { actorOf } from '../../context';
import { anonymizeLead } from '../../services/personal-data/personal-data.service';
import { permittedProcedure } from '../../trpc';
import { ZAnonymizeResponse, ZSubjectIdRequest, personalDataMeta } from './personal-data.types';

export const anonymizeLeadProcedure = permittedProcedure('privacy:administer')
  .meta(personalDataMeta.anonymizeLead)
  .input(ZSubjectIdRequest)
  .output(ZAnonymizeResponse)
  .mutation(({ ctx, input }) => anonymizeLead(ctx.db, actorOf(ctx), input.id, ctx.now()));
