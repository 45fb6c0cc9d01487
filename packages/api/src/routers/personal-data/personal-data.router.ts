import { router } from '../../trpc';
import { anonymizeLeadProcedure } from './anonymize-lead';
import { anonymizePatientProcedure } from './anonymize-patient';
import { getExportProcedure } from './get-export';
import { processingRecordProcedure } from './processing-record';
import { requestExportProcedure } from './request-export';
import { settingsProcedure, updateSettingsProcedure } from './settings';

/** LGPD: the holder's data export, anonymisation, the processing record (issue #27 items 2, 4, 6). */
export const personalDataRouter = router({
  processingRecord: processingRecordProcedure,
  settings: settingsProcedure,
  updateSettings: updateSettingsProcedure,
  requestExport: requestExportProcedure,
  getExport: getExportProcedure,
  anonymizePatient: anonymizePatientProcedure,
  anonymizeLead: anonymizeLeadProcedure,
});
