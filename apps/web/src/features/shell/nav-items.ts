import type { Permission } from '@clinic/domain';
import {
  type Icon,
  IconCalendarEvent,
  IconChartLine,
  IconChartPie,
  IconChecklist,
  IconClipboardList,
  IconDoor,
  IconFileAnalytics,
  IconFilter,
  IconFirstAidKit,
  IconHourglass,
  IconHistory,
  IconLayoutDashboard,
  IconSettings,
  IconShieldLock,
  IconSpeakerphone,
  IconUserHeart,
  IconUserX,
  IconUsersGroup,
} from '@tabler/icons-react';

export interface NavItem {
  label: string;
  path: string;
  icon: Icon;
  /** Other route prefixes that belong to this entry (a report opened from the reports list). */
  alsoActiveUnder?: readonly string[];
  /** Shown only to the roles with this row of the Roles table (the spec's ten entries show to everyone). */
  permission?: Permission;
}

/** The side navigation, in the spec's order (every user sees the spec's ten entries), then the later screens for the roles they serve. */
export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Dashboard', path: '/', icon: IconLayoutDashboard },
  { label: 'Agendamentos', path: '/appointments', icon: IconCalendarEvent },
  { label: 'Pacientes', path: '/patients', icon: IconUserHeart },
  { label: 'Leads', path: '/leads', icon: IconSpeakerphone },
  { label: 'Salas', path: '/rooms', icon: IconDoor },
  { label: 'Serviços', path: '/services', icon: IconFirstAidKit },
  { label: 'Usuários', path: '/users', icon: IconUsersGroup },
  { label: 'Logs', path: '/logs', icon: IconHistory },
  { label: 'Relatórios', path: '/reports', icon: IconFileAnalytics, alsoActiveUnder: ['/consolidated-report'] },
  { label: 'Análise Consolidada', path: '/consolidated-analysis', icon: IconChartPie },
  { label: 'Confirmações', path: '/confirmations', icon: IconChecklist, permission: 'attendance:work' },
  { label: 'Lista de espera', path: '/waitlist', icon: IconHourglass, permission: 'attendance:work' },
  { label: 'Faltas e cancelamentos', path: '/attendance-report', icon: IconUserX, permission: 'attendanceReports:see' },
  { label: 'Funil', path: '/funnel', icon: IconFilter, permission: 'funnel:see' },
  { label: 'Desfechos', path: '/outcomes-report', icon: IconChartLine, permission: 'attendanceReports:see' },
  { label: 'Instrumentos', path: '/instruments', icon: IconClipboardList, permission: 'clinicalRecord:accessLog' },
  { label: 'Privacidade', path: '/privacy', icon: IconShieldLock, permission: 'privacy:administer' },
  { label: 'Registro de tratamento', path: '/processing-record', icon: IconShieldLock, permission: 'privacy:administer' },
  { label: 'Configurações', path: '/settings', icon: IconSettings, permission: 'whatsapp:settings' },
];

function isUnder(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** '/' matches only itself; every other entry also matches the routes below it. */
export function isNavItemActive(item: NavItem, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (item.path === '/') return path === '/';
  return isUnder(path, item.path) || (item.alsoActiveUnder ?? []).some((prefix) => isUnder(path, prefix));
}

/** The entry the current route belongs to, if any. */
export function findActiveNavItem(pathname: string): NavItem | undefined {
  return NAV_ITEMS.find((item) => isNavItemActive(item, pathname));
}
