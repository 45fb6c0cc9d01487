import { actorOf } from '../../context';
import { anonymizePatient } from '../../services/personal-data/personal-data.service';
import { permittedProcedure } from '../../trpc';
import { ZAnonymizeResponse, ZSubjectIdRequest, personalDataMeta } from './personal-data.types';

export const anonymizePatientProcedure = permittedProcedure('privacy:administer')
  .meta(personalDataMeta.anonymizePatient)
  .input(ZSubjectIdRequest)
  .output(ZAnonymizeResponse)
  .mutation(({ ctx, input }) => anonymizePatient(ctx.db, actorOf(ctx), input.id, ctx.now()));
