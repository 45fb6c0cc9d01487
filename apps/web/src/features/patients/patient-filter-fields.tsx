import { DYSFUNCTIONS, type Dysfunction, SEXES, SEX_LABELS, type Sex } from '@clinic/domain';
import { Button, Grid, Group, MultiSelect, Select, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';

import { BrDateRange } from '../../components/br-date-input';
import { clearableAs } from '../../lib/clearable';
import { type PatientFilters, countPatientFilters } from './patient-filters';
import { PATIENTS_SCREEN_TEXT as T } from './patients.text';

const SEX_OPTIONS = SEXES.map((value) => ({ value, label: SEX_LABELS[value] }));
const DYSFUNCTION_OPTIONS = [...DYSFUNCTIONS];

export interface PatientFilterFieldsProps {
  filters: PatientFilters;
  onChange: <Key extends keyof PatientFilters>(key: Key, value: PatientFilters[Key]) => void;
  onClear: () => void;
}

/**
 * The fields of the 'Filtros' panel (patient-filters-card.tsx): sex, two date ranges, dysfunctions,
 * 'Arquivados' and 'Limpar'. A module of their own: the date pickers are code the list's first
 * screen does not draw while the panel is closed.
 */
export function PatientFilterFields({ filters, onChange, onClear }: PatientFilterFieldsProps) {
  const active = countPatientFilters(filters);
  return (
    <Stack gap="md">
      <Grid gap="md">
        <Grid.Col span={{ base: 12, sm: 4, lg: 3 }}>
          <Select<Sex> label={T.sexLabel} placeholder={T.allSexes} data={SEX_OPTIONS} value={filters.sex} onChange={(value) => onChange('sex', value)} {...clearableAs(T.clear(T.sexLabel))} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 8, lg: 9 }}>
          <MultiSelect
            label={T.dysfunctionsLabel}
            placeholder={filters.dysfunctions.length ? undefined : T.anyDysfunction}
            data={DYSFUNCTION_OPTIONS}
            value={filters.dysfunctions}
            onChange={(value) => onChange('dysfunctions', value as Dysfunction[])}
            searchable
            hidePickedOptions
            nothingFoundMessage={T.nothingFound}
            maxDropdownHeight={280}
            {...clearableAs(T.clear(T.dysfunctionsLabel))}
          />
        </Grid.Col>
      </Grid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <DateRange
          title={T.firstAppointmentRange}
          from={filters.firstAppointmentFrom}
          to={filters.firstAppointmentTo}
          onFrom={(value) => onChange('firstAppointmentFrom', value)}
          onTo={(value) => onChange('firstAppointmentTo', value)}
        />
        <DateRange
          title={T.treatmentEndRange}
          hint={T.treatmentEndHint}
          from={filters.treatmentEndFrom}
          to={filters.treatmentEndTo}
          onFrom={(value) => onChange('treatmentEndFrom', value)}
          onTo={(value) => onChange('treatmentEndTo', value)}
        />
      </SimpleGrid>
      <Group justify="space-between" align="flex-end" gap="md">
        <Switch
          label={T.archivedFilter}
          description={T.archivedFilterHint}
          checked={filters.archived}
          onChange={(event) => onChange('archived', event.currentTarget.checked)}
        />
        <Button variant="default" leftSection={<IconFilterOff size={16} />} disabled={active === 0} onClick={onClear}>
          {T.clearFilters}
        </Button>
      </Group>
    </Stack>
  );
}

interface DateRangeProps {
  title: string;
  hint?: string;
  from: string | null;
  to: string | null;
  onFrom: (value: string | null) => void;
  onTo: (value: string | null) => void;
}

/** A 'de' / 'até' pair under one caption; each end may be left open. */
function DateRange({ title, hint, ...range }: DateRangeProps) {
  return (
    <Stack gap={6} component="fieldset" m={0} p={0} style={{ border: 0, minWidth: 0 }}>
      <Text component="legend" fz="sm" fw={600} p={0} mb={6}>
        {title}
        {hint && (
          <Text component="span" display="block" fz="xs" c="dimmed" fw={400}>
            {hint}
          </Text>
        )}
      </Text>
      <SimpleGrid cols={2} spacing="sm">
        <BrDateRange {...range} fromLabel={T.fromLabel} toLabel={T.toLabel} fromClearLabel={T.clearFrom(title)} toClearLabel={T.clearTo(title)} />
      </SimpleGrid>
    </Stack>
  );
}
