import { Anchor, Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight, IconCalendarEvent, IconPlus } from '@tabler/icons-react';
import { useId } from 'react';
import { Link } from 'react-router-dom';

import { DASHBOARD_SCREEN_TEXT as T } from './dashboard.text';

/** 'Próximos Agendamentos': the spec has it always show its empty state. */
export function UpcomingAppointmentsCard() {
  const titleId = useId();
  return (
    <Paper component="section" aria-labelledby={titleId} withBorder shadow="xs" p="lg" h="100%">
      <Group justify="space-between" gap="sm" mb="md">
        <Title order={2} fz="lg" fw={600} id={titleId}>
          {T.upcoming}
        </Title>
        <Anchor component={Link} to="/appointments" fz="sm" fw={600}>
          <Group gap={4} wrap="nowrap">
            {T.seeAll}
            <IconArrowRight size={16} aria-hidden />
          </Group>
        </Anchor>
      </Group>
      <Stack align="center" gap="xs" py={{ base: 'lg', sm: 48 }} px="md">
        <ThemeIcon size={56} radius="xl" variant="light" color="gray" aria-hidden>
          <IconCalendarEvent size={28} stroke={1.5} />
        </ThemeIcon>
        <Text fw={600} ta="center" mt="xs">
          {T.noUpcoming}
        </Text>
        <Text c="dimmed" fz="sm" ta="center">
          {T.startCreating}
        </Text>
        <Button component={Link} to="/appointments" mt="sm" leftSection={<IconPlus size={18} />}>
          {T.newAppointment}
        </Button>
      </Stack>
    </Paper>
  );
}
