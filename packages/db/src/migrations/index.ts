import type { Migration } from 'kysely/migration';

import * as initialSchema from './2026-11-22T0000-initial-schema';
import * as userPhotos from './2026-11-22T0100-user-photos';
import * as loginRefusals from './2026-11-23T0100-login-refusals';
import * as patientsSearch from './2026-11-23T0200-patients-search';
import * as patientsSearchColumns from './2026-11-23T0300-patients-search-columns';
import * as patientsFirstAppointment from './2026-11-23T0400-patients-first-appointment';
import * as leadsPatient from './2026-11-23T0600-leads-patient';
import * as apiTokens from './2026-11-23T0700-api-tokens';
import * as jobs from './2026-11-24T0200-jobs';
import * as reportKeywords from './2026-11-24T0300-report-keywords';
import * as authChangeNotify from './2026-11-25T0100-auth-change-notify';
import * as rowVersions from './2026-11-26T0100-row-versions';
import * as patientSlot from './2026-11-26T0200-patient-slot';
import * as patientSlotExemption from './2026-11-26T0300-patient-slot-exemption';
import * as patientArchive from './2026-11-26T0310-patient-archive';
import * as clinicalRecord from './2026-11-26T0320-clinical-record';
import * as attendance from './2026-11-26T0400-attendance';
import * as whatsapp from './2026-11-26T0410-whatsapp';
import * as waitlist from './2026-11-26T0420-waitlist';
import * as packages from './2026-11-26T0440-packages';
import * as remindersFollowMoves from './2026-11-26T0450-reminders-follow-moves';
import * as leadPipeline from './2026-11-27T0050-lead-pipeline';
import * as leadAds from './2026-11-27T0100-lead-ads';
import * as leadPipelineRules from './2026-11-27T0200-lead-pipeline-rules';
import * as instruments from './2026-11-27T0300-instruments';
import * as patientLinks from './2026-11-27T0400-patient-links';
import * as privacy from './2026-11-27T0500-privacy';
import * as personalData from './2026-11-27T0600-personal-data';
import * as packageLinkLock from './2026-11-27T0700-package-link-lock';
import * as patientAppointmentCounts from './2026-11-27T0800-patient-appointment-counts';

/**
 * Every migration, in order. Imported statically so the bundled server carries them;
 * names are timestamps so their order never depends on file listing.
 */
export const migrations: Record<string, Migration> = {
  '2026-11-22T0000-initial-schema': initialSchema,
  '2026-11-22T0100-user-photos': userPhotos,
  '2026-11-23T0100-login-refusals': loginRefusals,
  '2026-11-23T0200-patients-search': patientsSearch,
  '2026-11-23T0300-patients-search-columns': patientsSearchColumns,
  '2026-11-23T0400-patients-first-appointment': patientsFirstAppointment,
  '2026-11-23T0600-leads-patient': leadsPatient,
  '2026-11-23T0700-api-tokens': apiTokens,
  '2026-11-24T0200-jobs': jobs,
  '2026-11-24T0300-report-keywords': reportKeywords,
  '2026-11-25T0100-auth-change-notify': authChangeNotify,
  '2026-11-26T0100-row-versions': rowVersions,
  '2026-11-26T0200-patient-slot': patientSlot,
  '2026-11-26T0300-patient-slot-exemption': patientSlotExemption,
  '2026-11-26T0310-patient-archive': patientArchive,
  '2026-11-26T0320-clinical-record': clinicalRecord,
  '2026-11-26T0400-attendance': attendance,
  '2026-11-26T0410-whatsapp': whatsapp,
  '2026-11-26T0420-waitlist': waitlist,
  '2026-11-26T0440-packages': packages,
  '2026-11-26T0450-reminders-follow-moves': remindersFollowMoves,
  '2026-11-27T0050-lead-pipeline': leadPipeline,
  '2026-11-27T0100-lead-ads': leadAds,
  '2026-11-27T0200-lead-pipeline-rules': leadPipelineRules,
  '2026-11-27T0300-instruments': instruments,
  '2026-11-27T0400-patient-links': patientLinks,
  '2026-11-27T0500-privacy': privacy,
  '2026-11-27T0600-personal-data': personalData,
  '2026-11-27T0700-package-link-lock': packageLinkLock,
  '2026-11-27T0800-patient-appointment-counts': patientAppointmentCounts,
};
