import { listRecordTemplates } from '../../services/clinical-record/clinical-record.service';
import { permittedProcedure } from '../../trpc';
import { ZNoInput, ZRecordTemplatesResponse, clinicalRecordMeta } from './clinical-record.types';

/** The templates are no clinical content: whoever sees that entries exist may read them. */
export const listRecordTemplatesProcedure = permittedProcedure('clinicalRecord:seeExists')
  .meta(clinicalRecordMeta.templates)
  .input(ZNoInput)
  .output(ZRecordTemplatesResponse)
  .query(() => [...listRecordTemplates()]);
