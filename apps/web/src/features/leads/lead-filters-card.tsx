import { Button, Group, Paper, SimpleGrid, Title } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import { useId } from 'react';

import { BrDateRange } from '../../components/br-date-input';
import { SearchBox } from '../../components/search-box';
import { LEAD_SEARCH_MAX } from './lead-filters';
import { LEADS_SCREEN_TEXT as T } from './leads.text';

interface LeadFiltersCardProps {
  /** What the search box shows (the URL follows it after a pause). */
  searchText: string;
  onSearch: (text: string) => void;
  onClearSearch: () => void;
  searching: boolean;
  startDate: string | null;
  endDate: string | null;
  onDate: (key: 'startDate' | 'endDate', value: string | null) => void;
  /** 'Limpar Filtros' is enabled only when something is set. */
  active: boolean;
  onClear: () => void;
}

/** The filter card (spec §2): search, start date, end date and 'Limpar Filtros'. */
export function LeadFiltersCard(props: LeadFiltersCardProps) {
  const titleId = useId();
  const { searchText, onSearch, onClearSearch, searching, startDate, endDate, onDate, active, onClear } = props;
  return (
    <Paper component="section" withBorder shadow="xs" p={{ base: 'md', sm: 'lg' }} aria-labelledby={titleId}>
      <Title order={2} fz="lg" fw={600} id={titleId} mb="sm">
        {T.filters}
      </Title>
      {/* Four columns only from lg: at md a quarter is narrower than 'Limpar Filtros'. */}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md" verticalSpacing="sm" style={{ alignItems: 'end' }}>
        <SearchBox
          label={T.searchLabel}
          placeholder={T.searchPlaceholder}
          maxLength={LEAD_SEARCH_MAX}
          value={searchText}
          onChange={onSearch}
          onClear={onClearSearch}
          searching={searching}
          searchingLabel={T.searching}
          clearLabel={T.clearSearch}
        />
        <BrDateRange
          from={startDate}
          to={endDate}
          onFrom={(value) => onDate('startDate', value)}
          onTo={(value) => onDate('endDate', value)}
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
