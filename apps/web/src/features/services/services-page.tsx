import { PageHeader } from '../../components/page-header';

export function ServicesPage() {
  return <PageHeader title="Serviços" />;
}
