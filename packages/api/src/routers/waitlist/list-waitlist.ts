import { listWaitlist } from '../../services/waitlist/waitlist.service';
import { permittedProcedure } from '../../trpc';
import { ZListWaitlistRequest, ZListWaitlistResponse, waitlistMeta } from './waitlist.types';

export const listWaitlistProcedure = permittedProcedure('attendance:work')
  .meta(waitlistMeta.list)
  .input(ZListWaitlistRequest)
  .output(ZListWaitlistResponse)
  .query(({ ctx, input }) => listWaitlist(ctx.db, input, ctx.now()));
