import {
  LOG_ACTION_LABELS,
  LOG_ENTITY_LABELS,
  type LogAction,
  type LogEntity,
  type SystemLog,
  formatDateTime,
  fullName,
} from '@clinic/domain';
import { Badge, Box, Group, type MantineColor, Skeleton, Text } from '@mantine/core';
import { IconClock, IconHistory, IconUser, IconWorld } from '@tabler/icons-react';
import type { ReactNode } from 'react';

import { EmptyState } from '../../components/empty-state';
import classes from './system-logs-list.module.css';
import { SYSTEM_LOGS_TEXT as T } from './system-logs.text';

const ACTION_COLORS: Record<LogAction, MantineColor> = {
  create: 'green',
  update: 'blue',
  delete: 'red',
  login: 'teal',
  logout: 'gray',
  cancel: 'orange',
  convert: 'violet',
  unconvert: 'grape',
  import: 'cyan',
  sign: 'indigo',
  addendum: 'pink',
};

/** Labels for the verbs and entities the app knows; anything else is shown as stored. */
const actionLabel = (action: string) => LOG_ACTION_LABELS[action as LogAction] ?? action;
const entityLabel = (entity: string) => LOG_ENTITY_LABELS[entity as LogEntity] ?? entity;
const actionColor = (action: string) => ACTION_COLORS[action as LogAction] ?? 'gray';
/** The light badges' own text shade is too pale for small text (WCAG AA): darken it. */
const darkText = (color: MantineColor) => `color-mix(in srgb, var(--mantine-color-${color}-9), black 35%)`;

function authorName(log: SystemLog): string {
  if (!log.user) return T.system;
  return fullName(log.user);
}

function Meta({ className, icon, label, children }: { className?: string; icon: ReactNode; label?: string; children: ReactNode }) {
  return (
    <Group className={className} gap={6} wrap="nowrap" miw={0} c="dimmed">
      {icon}
      <Text fz="sm" c="dimmed" truncate>
        {label && (
          <Text span inherit fw={500}>
            {label}{' '}
          </Text>
        )}
        {children}
      </Text>
    </Group>
  );
}

interface LogsListProps {
  logs: SystemLog[];
  /** A new page or filter is loading: the current rows stay, dimmed. */
  busy: boolean;
}

export function LogsList({ logs, busy }: LogsListProps) {
  return (
    <ul className={classes.list} aria-label={T.listLabel} aria-busy={busy} data-busy={busy || undefined}>
      {logs.map((log) => (
        <li key={log.id} className={classes.entry}>
          <div className={classes.badges}>
            <Badge color={actionColor(log.action)} c={darkText(actionColor(log.action))} variant="light" tt="none" fw={600} size="md">
              {actionLabel(log.action)}
            </Badge>
            <Badge color="gray" c="gray.8" variant="outline" tt="none" fw={500} size="md">
              {entityLabel(log.entity)}
            </Badge>
          </div>
          <Meta className={classes.date} icon={<IconClock size={15} stroke={1.6} aria-hidden />}>
            <time dateTime={log.createdAt}>{formatDateTime(log.createdAt)}</time>
          </Meta>
          <Text className={classes.description} fw={500} style={{ overflowWrap: 'anywhere' }}>
            {log.description}
          </Text>
          <Meta className={classes.author} icon={<IconUser size={15} stroke={1.6} aria-hidden />}>
            {authorName(log)}
          </Meta>
          {log.ipAddress && (
            <Meta className={classes.ip} icon={<IconWorld size={15} stroke={1.6} aria-hidden />} label={T.ipLabel}>
              {log.ipAddress}
            </Meta>
          )}
        </li>
      ))}
    </ul>
  );
}

/** Exactly five placeholder rows with the entries' shape (spec). */
export function LogsListSkeleton() {
  return (
    <Box role="status" aria-busy="true" aria-label={T.listLabel} data-testid="logs-loading">
      {Array.from({ length: 5 }, (_, index) => (
        <Box key={index} className={classes.skeleton} data-testid="logs-skeleton-row">
          <Group justify="space-between" gap="xs">
            <Group gap="xs">
              <Skeleton h={22} w={90} radius="xl" />
              <Skeleton h={22} w={70} radius="xl" />
            </Group>
            <Skeleton h={14} w={130} />
          </Group>
          <Skeleton h={16} w="55%" mt={12} />
          <Skeleton h={12} w={160} mt={10} />
        </Box>
      ))}
    </Box>
  );
}

export function LogsEmpty() {
  return <EmptyState icon={<IconHistory size={26} stroke={1.5} />} text={T.empty} hint={T.emptyHint} py={48} px="md" />;
}
