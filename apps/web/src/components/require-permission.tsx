import type { Permission } from '@clinic/domain';
import type { ComponentType, ReactNode } from 'react';

import { usePermission } from '../lib/use-permission';
import { AccessDenied } from './access-denied';
import { PageHeader } from './page-header';

export const ACCESS_DENIED_TITLE = 'Acesso Negado';

interface RequirePermissionProps {
  /** The row of the Roles table the screen needs. */
  permission: Permission;
  /** Why the screen is closed to this role ('Você não tem permissão para acessar os leads.'). */
  deniedText: string;
  /** Shown above 'Acesso Negado' (the screen's header) when the role may not see the screen. */
  header?: ReactNode;
  children: ReactNode;
}

/**
 * A screen, or the part of it, that only some roles may use: the others get 'Acesso Negado' on a
 * direct visit (the menu does not offer it to them, and the server refuses the calls anyway).
 */
export function RequirePermission({ permission, deniedText, header, children }: RequirePermissionProps) {
  if (usePermission(permission)) return children;
  return (
    <>
      {header}
      <AccessDenied title={ACCESS_DENIED_TITLE} text={deniedText} />
    </>
  );
}

/**
 * A whole screen behind one row of the Roles table: the others see the screen's title over
 * 'Acesso Negado'. The texts are the feature's (`title`, `accessDeniedText`).
 */
export function permissionScreen(
  permission: Permission,
  text: { title: string; accessDeniedText: string },
  Screen: ComponentType,
): ComponentType {
  return function PermissionScreen() {
    return (
      <RequirePermission permission={permission} deniedText={text.accessDeniedText} header={<PageHeader title={text.title} />}>
        <Screen />
      </RequirePermission>
    );
  };
}

/**
 * A whole screen under its page header (title and description) behind one row of the Roles table:
 * the header stays above the screen, or above 'Acesso Negado'.
 */
export function headedScreen(
  permission: Permission,
  text: { title: string; description: string; deniedText: string },
  Screen: ComponentType,
): ComponentType {
  return function HeadedScreen() {
    const header = <PageHeader title={text.title} description={text.description} />;
    return (
      <RequirePermission permission={permission} deniedText={text.deniedText} header={header}>
        {header}
        <Screen />
      </RequirePermission>
    );
  };
}
