import { canWorkReports } from '@clinic/domain';
import type { ReactNode } from 'react';

import { AccessDenied } from './access-denied';
import { PageHeader } from './page-header';
import { useAuth } from '../features/auth/use-auth';

export const REPORTS_ACCESS_TEXT = {
  accessDenied: 'Acesso Negado',
  accessDeniedText: 'Você não tem permissão para acessar os relatórios.',
} as const;

/** The report screens are for admin, manager, financeiro and lider (CONTRACT roles table). */
export function ReportsAccess({ title, children }: { title: string; children: ReactNode }) {
  const { user } = useAuth();
  if (!user || !canWorkReports(user.role)) {
    return (
      <>
        <PageHeader title={title} />
        <AccessDenied title={REPORTS_ACCESS_TEXT.accessDenied} text={REPORTS_ACCESS_TEXT.accessDeniedText} />
      </>
    );
  }
  return <>{children}</>;
}
