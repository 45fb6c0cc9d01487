import { z } from 'zod';

export const ROLES = ['admin', 'manager', 'physiotherapist', 'financeiro', 'lider', 'recepcionista'] as const;
export type Role = (typeof ROLES)[number];
export const ZRole = z.enum(ROLES, { error: 'Cargo inválido' });

export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Administrador',
  manager: 'Gerente',
  physiotherapist: 'Fisioterapeuta',
  financeiro: 'Financeiro',
  lider: 'Líder',
  recepcionista: 'Recepcionista',
};

/** Roles that manage staff, rooms and other clinic settings. */
export const MANAGER_ROLES = ['admin', 'manager'] as const satisfies readonly Role[];

export function canManageClinic(role: Role): boolean {
  return (MANAGER_ROLES as readonly Role[]).includes(role);
}

/** The activity log holds IPs and the e-mails typed in failed sign-ins: management only. */
export function canSeeSystemLogs(role: Role): boolean {
  return canManageClinic(role);
}

/** Who keeps the price list (services): management and the finance team. */
export function canManagePriceList(role: Role): boolean {
  return role === 'admin' || role === 'manager' || role === 'financeiro';
}

/**
 * Whether `acting` may create, edit, block or reset the password of a user with `targetRole`,
 * or give that role: only an admin touches admins; admin and manager handle everyone else.
 */
export function canManageUser(acting: Role, targetRole: Role): boolean {
  if (!canManageClinic(acting)) return false;
  return targetRole !== 'admin' || acting === 'admin';
}

/** Who registers and edits patients: management, reception and the physiotherapists. */
export function canEditPatients(role: Role): boolean {
  return role === 'admin' || role === 'manager' || role === 'recepcionista' || role === 'physiotherapist';
}

/** Who deletes a patient (with 'Excluir Tudo', their whole history): management only. */
export function canDeletePatients(role: Role): boolean {
  return canManageClinic(role);
}

/** Who books, edits, blocks, cancels and completes appointments (everyone signed in sees the agenda). */
export function canEditAppointments(role: Role): boolean {
  return role === 'admin' || role === 'manager' || role === 'recepcionista' || role === 'physiotherapist';
}

/** Who sees, creates, edits, converts, unconverts, exports and imports leads (CONTRACT roles table). */
export function canWorkLeads(role: Role): boolean {
  return role === 'admin' || role === 'manager' || role === 'recepcionista' || role === 'lider';
}

/** Who deletes leads: management and the team leader. */
export function canDeleteLeads(role: Role): boolean {
  return role === 'admin' || role === 'manager' || role === 'lider';
}

/** API tokens act as a user without a password: only an admin hands them out. */
export function canManageApiTokens(role: Role): boolean {
  return role === 'admin';
}

/**
 * Who works the ad reports: ad accounts, report requests, campaign and consolidated analyses and
 * saved reports (management, finance and the team leader).
 */
export function canWorkReports(role: Role): boolean {
  return role === 'admin' || role === 'manager' || role === 'financeiro' || role === 'lider';
}
