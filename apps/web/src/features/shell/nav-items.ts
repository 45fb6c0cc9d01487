import {
  type Icon,
  IconCalendarEvent,
  IconChartPie,
  IconDoor,
  IconFileAnalytics,
  IconFirstAidKit,
  IconHourglass,
  IconHistory,
  IconLayoutDashboard,
  IconSpeakerphone,
  IconUserHeart,
  IconUsersGroup,
} from '@tabler/icons-react';

export interface NavItem {
  label: string;
  path: string;
  icon: Icon;
  /** Other route prefixes that belong to this entry (a report opened from the reports list). */
  alsoActiveUnder?: readonly string[];
}

/** The side navigation, in the spec's order; every user sees every entry (a screen a role may not use answers 'Acesso Negado'). */
export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Dashboard', path: '/', icon: IconLayoutDashboard },
  { label: 'Agendamentos', path: '/appointments', icon: IconCalendarEvent },
  { label: 'Lista de espera', path: '/waitlist', icon: IconHourglass },
  { label: 'Pacientes', path: '/patients', icon: IconUserHeart },
  { label: 'Leads', path: '/leads', icon: IconSpeakerphone },
  { label: 'Salas', path: '/rooms', icon: IconDoor },
  { label: 'Serviços', path: '/services', icon: IconFirstAidKit },
  { label: 'Usuários', path: '/users', icon: IconUsersGroup },
  { label: 'Logs', path: '/logs', icon: IconHistory },
  { label: 'Relatórios', path: '/reports', icon: IconFileAnalytics, alsoActiveUnder: ['/consolidated-report'] },
  { label: 'Análise Consolidada', path: '/consolidated-analysis', icon: IconChartPie },
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
