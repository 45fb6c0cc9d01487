import type { PatientTabProps } from '../../components/patient-page-tab';
import { ConsentsSection } from './consents-section';

/** The patient page's 'Consentimentos' tab. */
export function PatientConsentsTab({ patient }: PatientTabProps) {
  return <ConsentsSection holder={{ patientId: patient.id }} />;
}
