import { router } from '../../trpc';
import { checkLeadImportProcedure } from './check-lead-import';
import { convertLeadProcedure } from './convert-lead';
import { createLeadProcedure } from './create-lead';
import { deleteLeadProcedure } from './delete-lead';
import { findLeadsByWhatsappProcedure } from './find-leads-by-whatsapp';
import { getLeadProcedure } from './get-lead';
import { getLeadSummaryProcedure } from './get-lead-summary';
import { importLeadsProcedure } from './import-leads';
import {
  addLeadInteractionProcedure,
  listLeadFollowUpsProcedure,
  listLeadInteractionsProcedure,
  moveLeadStageProcedure,
  setLeadNextContactProcedure,
} from './lead-pipeline.procedures';
import { listLeadsProcedure } from './list-leads';
import { unconvertLeadProcedure } from './unconvert-lead';
import { updateLeadProcedure } from './update-lead';

/** The literal paths (/leads/summary, /leads/import…) come before the {id} paths. */
export const leadsRouter = router({
  list: listLeadsProcedure,
  summary: getLeadSummaryProcedure,
  create: createLeadProcedure,
  import: importLeadsProcedure,
  checkImport: checkLeadImportProcedure,
  byWhatsapp: findLeadsByWhatsappProcedure,
  followUps: listLeadFollowUpsProcedure,
  get: getLeadProcedure,
  update: updateLeadProcedure,
  delete: deleteLeadProcedure,
  convert: convertLeadProcedure,
  unconvert: unconvertLeadProcedure,
  moveStage: moveLeadStageProcedure,
  interactions: listLeadInteractionsProcedure,
  addInteraction: addLeadInteractionProcedure,
  setNextContact: setLeadNextContactProcedure,
});
