import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { usePageTitle } from '../lib/use-page-title';
import classes from './page-header.module.css';

interface PageHeaderProps {
  /** The page's heading (h1) and browser tab title. */
  title: string;
  description?: string;
  /** Buttons shown at the right of the heading (below it on narrow screens). */
  actions?: ReactNode;
}

export function PageHeader({ title, description, actions }: PageHeaderProps) {
  usePageTitle(title);
  return (
    <Group justify="space-between" align="flex-end" gap="md" mb="lg" wrap="wrap">
      <Stack gap={4}>
        <Title order={1} lh={1.2} className={classes.title}>
          {title}
        </Title>
        {description && <Text c="dimmed">{description}</Text>}
      </Stack>
      {actions && <Group gap="sm">{actions}</Group>}
    </Group>
  );
}

interface HeaderLinkProps {
  to: string;
  /** A Tabler icon, drawn at 18 px before the label. */
  icon: Icon;
  /** `default` for a way back or aside, `filled` for the page's main step. */
  variant?: 'default' | 'filled';
  children: ReactNode;
}

/** A page-header action that is a link: a button look, a route underneath. */
export function HeaderLink({ to, icon: LinkIcon, variant = 'default', children }: HeaderLinkProps) {
  return (
    <Button component={Link} to={to} variant={variant} leftSection={<LinkIcon size={18} />}>
      {children}
    </Button>
  );
}
