import { type Permission, can } from '@clinic/domain';

import { useAuth } from './use-auth';

/**
 * Whether the signed-in user's role has `permission` in the Roles table (`PERMISSIONS` in
 * `@clinic/domain`, the one the server checks every procedure against). The web app hides what
 * a role cannot use; `<RequirePermission>` shows 'Acesso Negado' on a screen it may not open.
 */
export function usePermission(permission: Permission): boolean {
  const { user } = useAuth();
  return user !== null && can(user.role, permission);
}
