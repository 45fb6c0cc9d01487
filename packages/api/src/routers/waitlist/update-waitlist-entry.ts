import { actorOf } from '../../context';
import { updateWaitlistEntryById } from '../../services/waitlist/waitlist.service';
import { permittedProcedure } from '../../trpc';
import { ZUpdateWaitlistEntryRequest, ZWaitlistEntryResponse, waitlistMeta } from './waitlist.types';

export const updateWaitlistEntryProcedure = permittedProcedure('attendance:work')
  .meta(waitlistMeta.update)
  .input(ZUpdateWaitlistEntryRequest)
  .output(ZWaitlistEntryResponse)
  .mutation(({ ctx, input: { id, version, ...changes } }) => updateWaitlistEntryById(ctx.db, actorOf(ctx), id, changes, ctx.now(), version));
