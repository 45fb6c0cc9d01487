import { Grid, Stack } from '@mantine/core';

import { LoadErrorAlert } from '../../components/load-error-alert';
import { PageHeader } from '../../components/page-header';
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
          <LoadErrorAlert title={T.loadError} query={stats} retryLabel={T.retry} />
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
