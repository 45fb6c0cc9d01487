import { Button, CloseButton, Group, Loader, Paper, SimpleGrid, TextInput, Title } from '@mantine/core';
import { IconFilterOff, IconSearch } from '@tabler/icons-react';
import { useId } from 'react';

import { BrDateRange } from '../../components/br-date-input';
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
        <TextInput
          type="search"
          label={T.searchLabel}
          placeholder={T.searchPlaceholder}
          maxLength={LEAD_SEARCH_MAX}
          value={searchText}
          onChange={(event) => onSearch(event.currentTarget.value)}
          leftSection={<IconSearch size={16} stroke={1.7} />}
          rightSection={
            searching ? <Loader size={16} aria-label={T.searching} /> : searchText && <CloseButton size="sm" aria-label={T.clearSearch} onClick={onClearSearch} />
          }
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
