import { can } from '@clinic/domain';
import { AppShell, CloseButton, NavLink, ScrollArea, Text, Tooltip } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import type { ReactElement } from 'react';
import { Link, useLocation } from 'react-router-dom';

import { BrandMark } from '../../components/brand-mark';
import { APP_NAME } from '../../lib/app-info';
import { useAuth } from '../../lib/use-auth';
import classes from './app-shell.module.css';
import { NAV_ITEMS, type NavItem, isNavItemActive } from './nav-items';
import { SHELL_TEXT } from './shell.text';

interface NavBarProps {
  /** Collapsed on a large screen: icons only, labels in tooltips. */
  iconsOnly: boolean;
  /** Called after a link is chosen (closes the overlay on small screens). */
  onNavigate: () => void;
  onSignOut: () => void;
  signingOut: boolean;
}

/** Wraps an icon-only control in a tooltip naming it; leaves labelled controls alone. */
function withTooltip(iconsOnly: boolean, label: string, control: ReactElement) {
  return iconsOnly ? (
    <Tooltip label={label} position="right">
      {control}
    </Tooltip>
  ) : (
    control
  );
}

function NavEntry({ item, iconsOnly, active, onNavigate }: { item: NavItem; iconsOnly: boolean; active: boolean; onNavigate: () => void }) {
  const Icon = item.icon;
  return withTooltip(
    iconsOnly,
    item.label,
    <NavLink
      component={Link}
      to={item.path}
      label={item.label}
      aria-label={iconsOnly ? item.label : undefined}
      aria-current={active ? 'page' : undefined}
      active={active}
      variant="light"
      leftSection={<Icon size={20} stroke={1.7} aria-hidden />}
      onClick={onNavigate}
      mod={{ 'icons-only': iconsOnly }}
      classNames={{ root: classes.link, section: classes.linkSection, body: classes.linkBody }}
    />,
  );
}

export function NavBar({ iconsOnly, onNavigate, onSignOut, signingOut }: NavBarProps) {
  const { pathname } = useLocation();
  const { user } = useAuth();
  const items = NAV_ITEMS.filter((item) => !item.permission || (user !== null && can(user.role, item.permission)));
  return (
    <>
      <AppShell.Section className={classes.brand}>
        <BrandMark size={36} />
        {!iconsOnly && (
          <Text fw={700} fz="lg" style={{ flex: 1 }}>
            {APP_NAME}
          </Text>
        )}
        <CloseButton hiddenFrom="sm" onClick={onNavigate} aria-label={SHELL_TEXT.closeMenu} />
      </AppShell.Section>
      <AppShell.Section grow component={ScrollArea} scrollbars="y">
        <nav aria-label={SHELL_TEXT.navigation} className={classes.links}>
          {/* The spec's tooltip delays come from the app-wide group (components/tooltip-delays). */}
          {items.map((item) => (
            <NavEntry key={item.path} item={item} iconsOnly={iconsOnly} active={isNavItemActive(item, pathname)} onNavigate={onNavigate} />
          ))}
        </nav>
      </AppShell.Section>
      <AppShell.Section className={classes.footer}>
        {withTooltip(
          iconsOnly,
          SHELL_TEXT.signOut,
          <NavLink
            component="button"
            type="button"
            label={SHELL_TEXT.signOut}
            aria-label={iconsOnly ? SHELL_TEXT.signOut : undefined}
            leftSection={<IconLogout size={20} stroke={1.7} aria-hidden />}
            onClick={onSignOut}
            disabled={signingOut}
            mod={{ 'icons-only': iconsOnly }}
            classNames={{ root: classes.link, section: classes.linkSection, body: classes.linkBody }}
          />,
        )}
      </AppShell.Section>
    </>
  );
}
