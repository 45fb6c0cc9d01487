import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

import { usePageTitle } from '../lib/use-page-title';

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
        <Title order={1} fz={{ base: 24, sm: 28 }} lh={1.2}>
          {title}
        </Title>
        {description && <Text c="dimmed">{description}</Text>}
      </Stack>
      {actions && <Group gap="sm">{actions}</Group>}
    </Group>
  );
}
