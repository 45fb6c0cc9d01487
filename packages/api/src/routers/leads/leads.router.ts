import { router } from '../../trpc';
import { convertLeadProcedure } from './convert-lead';
import { createLeadProcedure } from './create-lead';
import { deleteLeadProcedure } from './delete-lead';
import { getLeadProcedure } from './get-lead';
import { getLeadSummaryProcedure } from './get-lead-summary';
import { listLeadsProcedure } from './list-leads';
import { unconvertLeadProcedure } from './unconvert-lead';
import { updateLeadProcedure } from './update-lead';

/** The literal path /leads/summary comes before the {id} paths. */
export const leadsRouter = router({
  list: listLeadsProcedure,
  summary: getLeadSummaryProcedure,
  create: createLeadProcedure,
  get: getLeadProcedure,
  update: updateLeadProcedure,
  delete: deleteLeadProcedure,
  convert: convertLeadProcedure,
  unconvert: unconvertLeadProcedure,
});
