import { PageHeader } from '../../components/page-header';

export function AppointmentsPage() {
  return <PageHeader title="Agendamentos" />;
}
