import { listFreedSlots } from '../../services/waitlist/waitlist.service';
import { permittedProcedure } from '../../trpc';
import { ZFreedSlotsRequest, ZFreedSlotsResponse, waitlistMeta } from './waitlist.types';

export const listFreedSlotsProcedure = permittedProcedure('attendance:work')
  .meta(waitlistMeta.freedSlots)
  .input(ZFreedSlotsRequest)
  .output(ZFreedSlotsResponse)
  .query(({ ctx, input }) => listFreedSlots(ctx.db, input.date, ctx.now()));
