import { PageHeader } from '../../components/page-header';

export function LeadsPage() {
  return <PageHeader title="Leads" />;
}
