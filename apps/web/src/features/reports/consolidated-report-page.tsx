import { PageHeader } from '../../components/page-header';

export function ConsolidatedReportPage() {
  return <PageHeader title="Relatório Consolidado" />;
}
