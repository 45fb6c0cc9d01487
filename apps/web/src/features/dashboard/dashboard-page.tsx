import { Alert, Button, Grid, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';

import { PageHeader } from '../../components/page-header';
import { errorMessage } from '../../lib/api-errors';
import { trpc } from '../../lib/trpc';
import { useAuth } from '../auth/use-auth';
import { DASHBOARD_SCREEN_TEXT as T } from './dashboard.text';
import { ShortcutCards } from './shortcut-cards';
import { StatCards, StatCardsSkeleton } from './stat-cards';
import { UpcomingAppointmentsCard } from './upcoming-appointments-card';

export function DashboardPage() {
  const { user } = useAuth();
  // The figures change with every other screen's work: fetch them afresh on each visit.
  const stats = trpc.dashboard.stats.useQuery(undefined, { refetchOnMount: 'always' });

  return (
    <>
      <PageHeader title={T.title} description={user ? T.greeting(user.firstName) : undefined} />
      <Stack gap="lg">
        {stats.isPending && <StatCardsSkeleton />}
        {stats.isError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle />} title={T.loadError}>
            <Text fz="sm">{errorMessage(stats.error)}</Text>
            <Button
              mt="sm"
              size="xs"
              color="red"
              variant="light"
              leftSection={<IconRefresh size={16} />}
              loading={stats.isFetching}
              onClick={() => void stats.refetch()}
            >
              {T.retry}
            </Button>
          </Alert>
        )}
        {stats.isSuccess && <StatCards stats={stats.data} />}

        <Grid gap="lg">
          <Grid.Col span={{ base: 12, lg: 8 }}>
            <UpcomingAppointmentsCard />
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 4 }}>
            <ShortcutCards />
          </Grid.Col>
        </Grid>
      </Stack>
    </>
  );
}
