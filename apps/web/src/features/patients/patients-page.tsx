import { PageHeader } from '../../components/page-header';

export function PatientsPage() {
  return <PageHeader title="Pacientes" />;
}
