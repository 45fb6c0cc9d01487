import { useParams } from 'react-router-dom';

import { PageHeader } from '../../components/page-header';

export function ReportDetailPage() {
  const { id } = useParams();
  return <PageHeader title={`Detalhes do Relatório #${id ?? ''}`} />;
}
