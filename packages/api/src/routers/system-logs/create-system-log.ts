import { actorOf } from '../../context';
import { createSystemLog } from '../../services/system-logs/system-logs.service';
import { protectedProcedure } from '../../trpc';
import { ZCreateLogRequest, ZCreateLogResponse, logsMeta } from './system-logs.types';

/** Log rows can be added, never edited or deleted; the author is the signed-in user. */
export const createLogProcedure = protectedProcedure
  .meta(logsMeta.create)
  .input(ZCreateLogRequest)
  .output(ZCreateLogResponse)
  .mutation(async ({ ctx, input }) => {
    await createSystemLog(ctx.db, actorOf(ctx), input);
    return { success: true as const };
  });
