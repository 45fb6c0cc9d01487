import { actorOf } from '../../context';
import { ZIdInput } from '../../procedures';
import { anonymizeLead } from '../../services/personal-data/personal-data.service';
import { permittedProcedure } from '../../trpc';
import { ZAnonymizeResponse, personalDataMeta } from './personal-data.types';

export const anonymizeLeadProcedure = permittedProcedure('privacy:administer')
  .meta(personalDataMeta.anonymizeLead)
  .input(ZIdInput)
  .output(ZAnonymizeResponse)
  .mutation(({ ctx, input }) => anonymizeLead(ctx.db, actorOf(ctx), input.id, ctx.now()));
