import { Button, Group, Paper, SimpleGrid, Title } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import { useId } from 'react';

import { BrDateRange } from '../../components/br-date-input';
import { type SearchTerm, TermSearchBox } from '../../components/search-box';
import { LEAD_SEARCH_MAX } from './lead-filters';
import { LEADS_SCREEN_TEXT as T } from './leads.text';

interface LeadFiltersCardProps {
  /** The search box's term (the URL follows it after a pause). */
  search: SearchTerm;
  searching: boolean;
  /** The period filter, as the list's URL state keeps it. */
  dates: { startDate: string | null; endDate: string | null; setDate: (key: 'startDate' | 'endDate', value: string | null) => void };
  /** 'Limpar Filtros' is enabled only when something is set. */
  active: boolean;
  onClear: () => void;
}

/** The filter card (spec §2): search, start date, end date and 'Limpar Filtros'. */
export function LeadFiltersCard(props: LeadFiltersCardProps) {
  const titleId = useId();
  const { search, searching, dates, active, onClear } = props;
  return (
    <Paper component="section" withBorder shadow="xs" p={{ base: 'md', sm: 'lg' }} aria-labelledby={titleId}>
      <Title order={2} fz="lg" fw={600} id={titleId} mb="sm">
        {T.filters}
      </Title>
      {/* Four columns only from lg: at md a quarter is narrower than 'Limpar Filtros'. */}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md" verticalSpacing="sm" style={{ alignItems: 'end' }}>
        <TermSearchBox
          label={T.searchLabel}
          placeholder={T.searchPlaceholder}
          maxLength={LEAD_SEARCH_MAX}
          term={search}
          searching={searching}
          searchingLabel={T.searching}
          clearLabel={T.clearSearch}
        />
        <BrDateRange
          from={dates.startDate}
          to={dates.endDate}
          onFrom={(value) => dates.setDate('startDate', value)}
          onTo={(value) => dates.setDate('endDate', value)}
          fromLabel={T.startDate}
          toLabel={T.endDate}
          fromClearLabel={T.clearDate(T.startDate)}
          toClearLabel={T.clearDate(T.endDate)}
        />
        <Group justify="flex-end">
          <Button variant="default" leftSection={<IconFilterOff size={16} />} disabled={!active} onClick={onClear}>
            {T.clearFilters}
          </Button>
        </Group>
      </SimpleGrid>
    </Paper>
  );
}
