import { actorOf } from '../../context';
import { ZIdInput } from '../../procedures';
import { anonymizePatient } from '../../services/personal-data/personal-data.service';
import { permittedProcedure } from '../../trpc';
import { ZAnonymizeResponse, personalDataMeta } from './personal-data.types';

export const anonymizePatientProcedure = permittedProcedure('privacy:administer')
  .meta(personalDataMeta.anonymizePatient)
  .input(ZIdInput)
  .output(ZAnonymizeResponse)
  .mutation(({ ctx, input }) => anonymizePatient(ctx.db, actorOf(ctx), input.id, ctx.now()));
