import { PageHeader } from '../../components/page-header';

export function LogsPage() {
  return <PageHeader title="Logs do Sistema" />;
}
