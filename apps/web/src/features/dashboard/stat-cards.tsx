import type { DashboardStats } from '@clinic/domain';
import { Paper, ThemeIcon } from '@mantine/core';
import { type Icon, IconCalendarEvent, IconDoor, IconStethoscope, IconUsers } from '@tabler/icons-react';

import { LoadErrorAlert } from '../../components/load-error-alert';
import placeholder from '../../components/placeholder.module.css';
import { trpc } from '../../lib/trpc';
import { DASHBOARD_SCREEN_TEXT as T } from './dashboard.text';
import classes from './stat-cards.module.css';

interface StatDefinition {
  key: keyof DashboardStats;
  label: string;
  hint: string;
  icon: Icon;
  color: string;
}

const STATS: StatDefinition[] = [
  { key: 'activePatients', label: T.activePatients, hint: T.activePatientsHint, icon: IconUsers, color: 'clinic' },
  { key: 'todayAppointments', label: T.todayAppointments, hint: T.todayAppointmentsHint, icon: IconCalendarEvent, color: 'blue' },
  { key: 'physiotherapists', label: T.physiotherapists, hint: T.physiotherapistsHint, icon: IconStethoscope, color: 'grape' },
  { key: 'availableRooms', label: T.availableRooms, hint: T.availableRoomsHint, icon: IconDoor, color: 'orange' },
];

/**
 * The figures of the day, their placeholders while they load, or the error. Its own component, so
 * the answer redraws the four cards only, not the whole dashboard.
 */
export function TodayStats() {
  // The figures change with every other screen's work: fetch them afresh on each visit.
  const stats = trpc.dashboard.stats.useQuery(undefined, { refetchOnMount: 'always' });
  if (stats.isPending) return <StatCardsSkeleton />;
  if (stats.isError) return <LoadErrorAlert title={T.loadError} query={stats} retryLabel={T.retry} />;
  return <StatCards stats={stats.data} />;
}

/** The four figures of the day; 'Salas Disponíveis' shows the server's "free/total" text. */
export function StatCards({ stats }: { stats: DashboardStats }) {
  return (
    <ul className={classes.grid} aria-label={T.statsLabel}>
      {STATS.map(({ key, label, hint, icon: StatIcon, color }) => (
        <Paper component="li" key={key} withBorder shadow="xs" p="lg">
          <div className={classes.card}>
            <div className={classes.figures}>
              <p className={classes.label}>{label}</p>
              <p className={classes.value} data-testid={`stat-${key}`}>
                {key === 'availableRooms' ? stats.availableRooms || T.defaultRooms : stats[key]}
              </p>
              <p className={classes.hint}>{hint}</p>
            </div>
            <ThemeIcon size={48} radius="md" variant="light" color={color} aria-hidden>
              <StatIcon size={26} stroke={1.6} />
            </ThemeIcon>
          </div>
        </Paper>
      ))}
    </ul>
  );
}

/** Four placeholder cards while the figures load. */
export function StatCardsSkeleton() {
  return (
    <div className={classes.grid} role="status" aria-busy="true" aria-label={T.statsLabel} data-testid="stats-loading">
      {STATS.map(({ key }) => (
        <Paper key={key} withBorder p="lg">
          <div className={`${classes.card} ${classes.placeholder} ${placeholder.pulse}`}>
            {/* Each bone in the line box of the text it stands for: the cards keep their height when the figures arrive. */}
            <div className={classes.bones}>
              <p className={classes.label}>
                <span className={`${placeholder.bone} ${classes.bone}`} style={{ height: 12, width: '55%' }} />
              </p>
              <p className={classes.value}>
                <span className={`${placeholder.bone} ${classes.bone}`} style={{ height: 28, width: 64 }} />
              </p>
              <p className={classes.hint}>
                <span className={`${placeholder.bone} ${classes.bone}`} style={{ height: 10, width: '45%' }} />
              </p>
            </div>
            <div className={placeholder.bone} style={{ height: 48, width: 48 }} />
          </div>
        </Paper>
      ))}
    </div>
  );
}
