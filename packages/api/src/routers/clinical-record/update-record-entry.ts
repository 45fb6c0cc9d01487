import { actorOf } from '../../context';
import { templateOfDraft, updateRecordEntry } from '../../services/clinical-record/clinical-record.service';
import { scoreInstrumentContent } from '../../services/instruments/instruments.service';
import { permittedProcedure } from '../../trpc';
import { ZRecordEntryResponse, ZUpdateRecordEntryRequest, clinicalRecordMeta } from './clinical-record.types';
import { parseRecordContent } from './record-content';

export const updateRecordEntryProcedure = permittedProcedure('clinicalRecord:write')
  .meta(clinicalRecordMeta.update)
  .input(ZUpdateRecordEntryRequest)
  .output(ZRecordEntryResponse)
  .mutation(async ({ ctx, input }) => {
    const actor = actorOf(ctx);
    const template = await templateOfDraft(ctx.db, actor, input.id);
    // An instrument draft is scored again by the server (a score sent is ignored).
    const content =
      'instrumentId' in template
        ? await scoreInstrumentContent(ctx.db, template.instrumentId, input.content)
        : parseRecordContent(template, input.content);
    return updateRecordEntry(ctx.db, actor, input.id, content);
  });
