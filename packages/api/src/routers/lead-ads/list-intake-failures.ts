import { listIntakeFailures } from '../../services/lead-ads/lead-intake.service';
import { permittedProcedure } from '../../trpc';
import { ZListIntakeFailuresRequest, ZListIntakeFailuresResponse, leadAdsMeta } from './lead-ads.types';

export const listIntakeFailuresProcedure = permittedProcedure('leads:work')
  .meta(leadAdsMeta.listFailures)
  .input(ZListIntakeFailuresRequest)
  .output(ZListIntakeFailuresResponse)
  .query(({ ctx }) => listIntakeFailures(ctx.db));
