import { actorOf } from '../../context';
import { ZIdInput, ZSuccessResponse } from '../../procedures';
import { removeWaitlistEntry } from '../../services/waitlist/waitlist.service';
import { permittedProcedure } from '../../trpc';
import { waitlistMeta } from './waitlist.types';

export const deleteWaitlistEntryProcedure = permittedProcedure('attendance:work')
  .meta(waitlistMeta.delete)
  .input(ZIdInput)
  .output(ZSuccessResponse)
  .mutation(async ({ ctx, input }) => {
    await removeWaitlistEntry(ctx.db, actorOf(ctx), input.id, ctx.now());
    return { success: true as const };
  });
