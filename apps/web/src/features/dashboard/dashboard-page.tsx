import { Grid, Stack } from '@mantine/core';

import { PageHeader } from '../../components/page-header';
import { useAuth } from '../auth/use-auth';
import { DASHBOARD_SCREEN_TEXT as T } from './dashboard.text';
import { ShortcutCards } from './shortcut-cards';
import { TodayStats } from './stat-cards';
import { UpcomingAppointmentsCard } from './upcoming-appointments-card';

export function DashboardPage() {
  const { user } = useAuth();

  return (
    <>
      <PageHeader title={T.title} description={user ? T.greeting(user.firstName) : undefined} />
      <Stack gap="lg">
        <TodayStats />

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
