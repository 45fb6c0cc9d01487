import { PageHeader } from '../../components/page-header';

export function ConsolidatedAnalysisPage() {
  return <PageHeader title="Análise Consolidada" />;
}
