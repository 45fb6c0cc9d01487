import { actorOf } from '../../context';
import { templateOfDraft, updateRecordEntry } from '../../services/clinical-record/clinical-record.service';
import { permittedProcedure } from '../../trpc';
import { ZRecordEntryResponse, ZUpdateRecordEntryRequest, clinicalRecordMeta } from './clinical-record.types';
import { parseRecordContent } from './record-content';

export const updateRecordEntryProcedure = permittedProcedure('clinicalRecord:write')
  .meta(clinicalRecordMeta.update)
  .input(ZUpdateRecordEntryRequest)
  .output(ZRecordEntryResponse)
  .mutation(async ({ ctx, input }) => {
    const actor = actorOf(ctx);
    const content = parseRecordContent(await templateOfDraft(ctx.db, actor, input.id), input.content);
    return updateRecordEntry(ctx.db, actor, input.id, content);
  });
