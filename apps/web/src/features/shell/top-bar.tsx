import type { User } from '@clinic/domain';
import { ActionIcon, Burger, Text } from '@mantine/core';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';

import { SHELL_TEXT } from './shell.text';
import { UserBadge } from './user-badge';

interface TopBarProps {
  title: string;
  user: User;
  mobileOpened: boolean;
  onToggleMobile: () => void;
  collapsed: boolean;
  onToggleCollapsed: () => void;
}

export function TopBar({ title, user, mobileOpened, onToggleMobile, collapsed, onToggleCollapsed }: TopBarProps) {
  const CollapseIcon = collapsed ? IconLayoutSidebarLeftExpand : IconLayoutSidebarLeftCollapse;
  return (
    <>
      <Burger
        opened={mobileOpened}
        onClick={onToggleMobile}
        hiddenFrom="sm"
        size="sm"
        aria-label={mobileOpened ? SHELL_TEXT.closeMenu : SHELL_TEXT.openMenu}
        aria-expanded={mobileOpened}
      />
      <ActionIcon
        visibleFrom="sm"
        variant="subtle"
        color="gray"
        size="lg"
        onClick={onToggleCollapsed}
        aria-label={collapsed ? SHELL_TEXT.expandMenu : SHELL_TEXT.collapseMenu}
        aria-expanded={!collapsed}
      >
        <CollapseIcon size={22} stroke={1.6} />
      </ActionIcon>
      <Text fw={600} fz="lg" truncate style={{ flex: 1 }} data-testid="page-title">
        {title}
      </Text>
      <UserBadge user={user} />
    </>
  );
}
