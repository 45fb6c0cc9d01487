import type { Patient, Permission } from '@clinic/domain';
import type { ComponentType } from 'react';

/**
 * A tab of the patient's page (/patients/:id). The page (features/patients) has 'Dados' and
 * 'Agendamentos'; other features add theirs in features/shell/patient-page-tabs.ts, which hands
 * them to the page, so no feature folder imports another. The types live here, below both.
 */

/** What every tab of the patient's page receives. */
export interface PatientTabProps {
  /** The patient as the server last answered (archived ones too). */
  patient: Patient;
  /** The header's 'Editar' was pressed: the 'Dados' tab shows the form until `onEditingChange(false)`. */
  editing: boolean;
  onEditingChange: (editing: boolean) => void;
}

export interface PatientTab {
  /** The tab's key in the URL (`/patients/7?tab=agendamentos`); the first tab needs none. */
  value: string;
  /** The tab's name (Portuguese): its accessible name too. */
  label: string;
  /** The Roles-table row a role needs to see the tab; without one, whoever sees the patient sees it. */
  permission?: Permission;
  /** The tab's content; a `lazy()` component is fine (the page waits for it in a Suspense). */
  Panel: ComponentType<PatientTabProps>;
}
