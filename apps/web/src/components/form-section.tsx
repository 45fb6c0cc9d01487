import { Grid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled group of fields in a long form (a fieldset with its legend), laid out on a grid. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="fieldset" m={0} p={0} style={{ border: 0, minWidth: 0 }}>
      <Text component="legend" fz="xs" fw={700} tt="uppercase" c="dimmed" p={0} mb={4} style={{ letterSpacing: '0.04em' }}>
        {title}
      </Text>
      <Grid gap="md">{children}</Grid>
    </Stack>
  );
}
