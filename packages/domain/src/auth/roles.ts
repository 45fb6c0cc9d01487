export const ROLES = ['admin', 'manager', 'physiotherapist', 'financeiro', 'lider', 'recepcionista'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Administrador',
  manager: 'Gerente',
  physiotherapist: 'Fisioterapeuta',
  financeiro: 'Financeiro',
  lider: 'Líder',
  recepcionista: 'Recepcionista',
};

/**
 * The Roles table of docs/CONTRACT.md, one entry per row: which roles may do what. The server checks
 * every procedure against it (each procedure declares one of these, 'signedIn' or 'public') and
 * the web app hides what a role cannot use. Change a row here and both follow.
 */
export const PERMISSIONS = {
  'clinic:see': { row: 'dashboard, agenda and patients: see', roles: ROLES },
  'appointments:edit': {
    row: 'appointments and blocks: create, edit, cancel, complete',
    roles: ['admin', 'manager', 'recepcionista', 'physiotherapist'],
  },
  'patients:edit': { row: 'patients: create, edit', roles: ['admin', 'manager', 'recepcionista', 'physiotherapist'] },
  'patients:delete': { row: "patients: delete ('Excluir Tudo')", roles: ['admin', 'manager'] },
  'patients:archive': { row: 'patients: archive, reactivate', roles: ['admin', 'manager'] },
  'leads:work': {
    row: 'leads: see, create, edit, convert, unconvert, export, import',
    roles: ['admin', 'manager', 'recepcionista', 'lider'],
  },
  'leads:delete': { row: 'leads: delete', roles: ['admin', 'manager', 'lider'] },
  'rooms:manage': { row: 'rooms: manage', roles: ['admin', 'manager'] },
  'services:manage': { row: 'services: manage', roles: ['admin', 'manager', 'financeiro'] },
  'users:manage': { row: 'users', roles: ['admin', 'manager'] },
  'systemLogs:see': { row: 'system logs: see', roles: ['admin', 'manager'] },
  'reports:work': {
    row: 'ad accounts, report requests, analyses, saved reports',
    roles: ['admin', 'manager', 'financeiro', 'lider'],
  },
  'apiTokens:manage': { row: 'API tokens', roles: ['admin'] },
  'clinicalRecord:read': {
    row: 'clinical record (assessments, evolutions, instruments, diaries): read content',
    roles: ['admin', 'manager', 'physiotherapist'],
  },
  'clinicalRecord:write': {
    row: "clinical record: write, sign, addendum (own entries; a CREFITO on the user's profile is required to sign)",
    roles: ['admin', 'manager', 'physiotherapist'],
  },
  'clinicalRecord:seeExists': { row: 'clinical record: that an entry exists and its date (no content)', roles: ROLES },
  'clinicalRecord:accessLog': { row: "record access log ('Acessos ao prontuário')", roles: ['admin'] },
  'attendance:work': {
    row: 'attendance: check-in, faltou, outcome, confirmations screen, waitlist',
    roles: ['admin', 'manager', 'recepcionista', 'physiotherapist'],
  },
  'whatsapp:settings': { row: 'WhatsApp and Meta settings (tokens, templates, policy hours)', roles: ['admin', 'manager'] },
  'attendanceReports:see': {
    row: 'no-show and outcomes reports',
    roles: ['admin', 'manager', 'physiotherapist', 'financeiro', 'lider'],
  },
  'packages:sell': {
    row: 'packages: sell; payments: record; renewals',
    roles: ['admin', 'manager', 'recepcionista', 'financeiro'],
  },
  'finance:oversee': {
    row: 'payments: estorno; daily report; production per physiotherapist',
    roles: ['admin', 'manager', 'financeiro'],
  },
  'leadPipeline:work': {
    row: 'lead pipeline board, interactions, follow-ups',
    roles: ['admin', 'manager', 'recepcionista', 'lider'],
  },
  'funnel:see': { row: 'funnel report', roles: ['admin', 'manager', 'financeiro', 'lider'] },
  'consents:record': {
    row: 'LGPD: consents record',
    roles: ['admin', 'manager', 'recepcionista', 'physiotherapist', 'lider'],
  },
  'privacy:administer': {
    row: 'LGPD: data export, anonymisation, requests, incidents, processing record',
    roles: ['admin'],
  },
} as const satisfies Record<string, { row: string; roles: readonly Role[] }>;

export type Permission = keyof typeof PERMISSIONS;
export const PERMISSION_NAMES = Object.keys(PERMISSIONS) as Permission[];

/**
 * What a procedure needs: anyone ('public'), anyone signed in ('signedIn': reading rooms,
 * services and the staff list, adding to the activity log in one's own name), or a row of the table.
 */
export type Access = 'public' | 'signedIn' | Permission;

export function can(role: Role, permission: Permission): boolean {
  return (PERMISSIONS[permission].roles as readonly Role[]).includes(role);
}

/** Whether `role` passes `access` (a signed-in user is assumed for everything but 'public'). */
export function hasAccess(role: Role, access: Access): boolean {
  return access === 'public' || access === 'signedIn' || can(role, access);
}

/**
 * Whether `acting` may create, edit, block or reset the password of a user with `targetRole`,
 * or give that role: only an admin touches admins; admin and manager handle everyone else.
 */
export function canManageUser(acting: Role, targetRole: Role): boolean {
  if (!can(acting, 'users:manage')) return false;
  return targetRole !== 'admin' || acting === 'admin';
}
