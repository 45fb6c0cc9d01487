import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

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
