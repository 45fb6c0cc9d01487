import {
  LOG_ACTIONS,
  LOG_ACTION_LABELS,
  LOG_ENTITIES,
  LOG_ENTITY_LABELS,
  type LogAction,
  type LogEntity,
  fullName,
} from '@clinic/domain';
import { Button, Group, Paper, Select, SimpleGrid, Title } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import { useMemo } from 'react';

import { BrDateRange } from '../../components/br-date-input';
import { clearableAs } from '../../lib/clearable';
import { trpc } from '../../lib/trpc';
import { type LogFilters, hasLogFilters } from './log-filters';
import { SYSTEM_LOGS_TEXT as T } from './system-logs.text';

const ENTITY_OPTIONS = LOG_ENTITIES.map((value) => ({ value, label: LOG_ENTITY_LABELS[value] }));
const ACTION_OPTIONS = LOG_ACTIONS.map((value) => ({ value, label: LOG_ACTION_LABELS[value] }));
const GRID_COLS = { base: 1, xs: 2, md: 3, xl: 5 };

interface LogFiltersCardProps {
  filters: LogFilters;
  onChange: <Key extends keyof LogFilters>(key: Key, value: LogFilters[Key]) => void;
  onClear: () => void;
}

export function LogFiltersCard({ filters, onChange, onClear }: LogFiltersCardProps) {
  const users = trpc.users.options.useQuery();
  const userOptions = useMemo(
    () =>
      (users.data ?? [])
        .map((user) => ({ value: user.id, label: fullName(user) }))
        .sort((a, b) => a.label.localeCompare(b.label, 'pt-BR')),
    [users.data],
  );

  /** A select's value and change, for one of the filters. */
  const selected = <Key extends 'entity' | 'action' | 'userId'>(key: Key) => ({
    value: filters[key],
    onChange: (value: LogFilters[Key]) => onChange(key, value),
  });

  return (
    <Paper component="section" withBorder shadow="xs" p={{ base: 'md', sm: 'lg' }} aria-labelledby="log-filters-title">
      <Group justify="space-between" align="center" mb="md" gap="sm">
        <Title order={2} fz="lg" id="log-filters-title">
          {T.filtersTitle}
        </Title>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconFilterOff size={16} />}
          disabled={!hasLogFilters(filters)}
          onClick={onClear}
        >
          {T.clearFilters}
        </Button>
      </Group>
      <SimpleGrid cols={GRID_COLS} spacing="md" verticalSpacing="sm">
        <Select<LogEntity> label={T.entityLabel} placeholder={T.allFeminine} data={ENTITY_OPTIONS} {...selected('entity')} {...clearableAs(T.clearEntity)} />
        <Select<LogAction> label={T.actionLabel} placeholder={T.allFeminine} data={ACTION_OPTIONS} {...selected('action')} {...clearableAs(T.clearAction)} />
        <Select<number>
          label={T.userLabel}
          placeholder={T.allMasculine}
          data={userOptions}
          {...selected('userId')}
          searchable
          nothingFoundMessage={T.noUserFound}
          {...clearableAs(T.clearUser)}
        />
        <BrDateRange
          from={filters.startDate}
          to={filters.endDate}
          onFrom={(value) => onChange('startDate', value)}
          onTo={(value) => onChange('endDate', value)}
          fromLabel={T.startDateLabel}
          toLabel={T.endDateLabel}
          fromClearLabel={T.clearStartDate}
          toClearLabel={T.clearEndDate}
        />
      </SimpleGrid>
    </Paper>
  );
}
