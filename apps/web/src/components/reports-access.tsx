import type { ComponentType, ReactNode } from 'react';

import { PageHeader } from './page-header';
import { RequirePermission, permissionScreen } from './require-permission';

const REPORTS_DENIED_TEXT = 'Você não tem permissão para acessar os relatórios.';

/** The report screens' gate: `reports:work` (admin, manager, financeiro and lider), with the screen's title over 'Acesso Negado'. */
export function ReportsAccess({ title, children }: { title: string; children: ReactNode }) {
  return (
    <RequirePermission permission="reports:work" deniedText={REPORTS_DENIED_TEXT} header={<PageHeader title={title} />}>
      {children}
    </RequirePermission>
  );
}

/** A whole report screen behind the reports gate, its title over 'Acesso Negado' for the others. */
export const reportsScreen = (title: string, Screen: ComponentType): ComponentType =>
  permissionScreen('reports:work', { title, accessDeniedText: REPORTS_DENIED_TEXT }, Screen);
