import { router } from '../../trpc';
import { addAddendumProcedure } from './add-addendum';
import { createRecordEntryProcedure } from './create-record-entry';
import { deleteRecordEntryProcedure } from './delete-record-entry';
import { getRecordEntryProcedure } from './get-record-entry';
import { listPatientRecordProcedure } from './list-patient-record';
import { listPendingRecordsProcedure } from './list-pending-records';
import { listRecordAccessLogProcedure } from './list-record-access-log';
import { listRecordTemplatesProcedure } from './list-record-templates';
import { printPatientRecordProcedure } from './print-patient-record';
import { signRecordEntryProcedure } from './sign-record-entry';
import { updateRecordEntryProcedure } from './update-record-entry';

/** Literal paths (/record-templates, /record-pending, /record/print) come before the {id} paths. */
export const clinicalRecordRouter = router({
  templates: listRecordTemplatesProcedure,
  pending: listPendingRecordsProcedure,
  print: printPatientRecordProcedure,
  list: listPatientRecordProcedure,
  create: createRecordEntryProcedure,
  accessLog: listRecordAccessLogProcedure,
  get: getRecordEntryProcedure,
  update: updateRecordEntryProcedure,
  delete: deleteRecordEntryProcedure,
  sign: signRecordEntryProcedure,
  addAddendum: addAddendumProcedure,
});
