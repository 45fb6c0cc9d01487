import { router } from '../../trpc';
import { confirmByHandProcedure } from './confirm-by-hand';
import { confirmationCountsProcedure } from './confirmation-counts';
import { listConfirmationsProcedure } from './list-confirmations';
import { markInboxHandledProcedure } from './mark-inbox-handled';

export const confirmationsRouter = router({
  list: listConfirmationsProcedure,
  counts: confirmationCountsProcedure,
  confirm: confirmByHandProcedure,
  markHandled: markInboxHandledProcedure,
});
