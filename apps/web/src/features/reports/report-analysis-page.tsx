import { PageHeader } from '../../components/page-header';

export function ReportAnalysisPage() {
  return <PageHeader title="Análise Inteligente" />;
}
