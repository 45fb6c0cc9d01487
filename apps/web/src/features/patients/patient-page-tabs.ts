import { PatientDetails } from './patient-details';
import { PatientHistoryTab } from './patient-history-tab';
import type { PatientTab } from '../../components/patient-page-tab';
import { PATIENTS_SCREEN_TEXT as T } from './patients.text';

/**
 * The patient page's own tabs, first. Other features' tabs follow them: they are listed in
 * features/shell/patient-page-tabs.ts (a feature folder imports no other).
 */
export const PATIENT_OWN_TABS: readonly PatientTab[] = [
  { value: 'dados', label: T.tabData, Panel: PatientDetails },
  { value: 'agendamentos', label: T.tabAppointments, Panel: PatientHistoryTab },
];
