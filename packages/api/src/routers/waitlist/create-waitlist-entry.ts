import { actorOf } from '../../context';
import { createWaitlistEntry } from '../../services/waitlist/waitlist.service';
import { permittedProcedure } from '../../trpc';
import { ZCreateWaitlistEntryRequest, ZWaitlistEntryResponse, waitlistMeta } from './waitlist.types';

export const createWaitlistEntryProcedure = permittedProcedure('attendance:work')
  .meta(waitlistMeta.create)
  .input(ZCreateWaitlistEntryRequest)
  .output(ZWaitlistEntryResponse)
  .mutation(({ ctx, input }) => createWaitlistEntry(ctx.db, actorOf(ctx), input, ctx.now()));
