import type { PatientTab } from '../../components/patient-page-tab';

/**
 * The tabs other features add to the patient's page (/patients/:id), after its own 'Dados' and
 * 'Agendamentos', in this order. One entry per tab, its panel loaded lazily so its code comes with
 * the first visit to the tab, e.g.
 *   { value: 'prontuario', label: 'Prontuário', permission: '…',
 *     Panel: lazy(() => import('../clinical-record/record-tab').then((m) => ({ default: m.RecordTab }))) }
 * The page shows a tab only to the roles its `permission` allows, and keeps the open one in the URL
 * (`?tab=prontuario`).
 */
export const PATIENT_PAGE_TABS: readonly PatientTab[] = [];
