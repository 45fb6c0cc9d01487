import { PageHeader } from '../../components/page-header';

export function ReportsPage() {
  return <PageHeader title="Relatórios" />;
}
