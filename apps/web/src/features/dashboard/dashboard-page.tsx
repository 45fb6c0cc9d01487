import { PageHeader } from '../../components/page-header';

export function DashboardPage() {
  return <PageHeader title="Dashboard" />;
}
