import { Stack } from '@mantine/core';

import { PageHeader } from '../../components/page-header';
import { Slot } from '../../lib/feature-slots';
import { useAuth } from '../../lib/use-auth';
import { usePermission } from '../../lib/use-permission';
import classes from './dashboard-page.module.css';
import { DASHBOARD_SCREEN_TEXT as T } from './dashboard.text';
import { ShortcutCards } from './shortcut-cards';
import { TodayStats } from './stat-cards';
import { UpcomingAppointmentsCard } from './upcoming-appointments-card';

export function DashboardPage() {
  const { user } = useAuth();
  const canAttend = usePermission('attendance:work');
  const canAdministerPrivacy = usePermission('privacy:administer');

  return (
    <>
      <PageHeader title={T.title} description={user ? T.greeting(user.firstName) : undefined} />
      <Stack gap="lg">
        <TodayStats />
        <Slot name="TomorrowConfirmations" />
        {user?.role === 'physiotherapist' && <Slot name="PendingEvolutions" />}
        {canAttend && <Slot name="UnrecordedAttendance" />}
        {canAdministerPrivacy && <Slot name="PrivacyDeadlines" />}

        <div className={classes.columns}>
          <UpcomingAppointmentsCard />
          <ShortcutCards />
        </div>
      </Stack>
    </>
  );
}
