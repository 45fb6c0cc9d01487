import { addDays, toIsoDate } from '@clinic/domain';
import { Paper, SimpleGrid, type SimpleGridProps, Skeleton, Text } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';

import { BrDateRange } from './br-date-input';
import { EmptyState } from './empty-state';
import { LoadErrorAlert } from './load-error-alert';

/** A report's period: the last `daysBack + 1` days up to today, editable. */
export function useReportPeriod(daysBack: number) {
  const today = toIsoDate(new Date());
  const [startDate, setStartDate] = useState<string | null>(addDays(today, -daysBack));
  const [endDate, setEndDate] = useState<string | null>(today);
  return {
    today,
    startDate,
    endDate,
    setStartDate,
    setEndDate,
    /** The dates as the query schema reads them ('' while a field is empty). */
    fields: { startDate: startDate ?? '', endDate: endDate ?? '' },
    /** Today alone: what the disabled query is built with while the period is invalid. */
    todayOnly: { startDate: today, endDate: today },
  };
}

export type ReportPeriod = ReturnType<typeof useReportPeriod>;

/** The report's query options: it runs once the period is valid, and the old figures stay while the next load. */
export const reportQueryOptions = (enabled: boolean) => ({ enabled, placeholderData: keepPreviousData });

type Parsed = { success: true } | { success: false; error: { issues: readonly { message: string }[] } };

interface ReportFiltersProps {
  /** The filters' section name. */
  label: string;
  period: ReportPeriod;
  /** The labels of the period's first and last day. */
  dates: [from: string, to: string];
  /** The query's parse: its first message shows below the dates once both are filled. */
  parsed: Parsed;
  /** Said when the parse has no message. */
  fallbackError?: string;
  /** A dimmed line below the filters. */
  note?: string;
  grid: SimpleGridProps;
  /** Filters beside the dates. */
  children?: ReactNode;
}

/** A report's filter card: the period (and more filters), the period's error, a note. */
export function ReportFilters({ label, period, dates: [from, to], parsed, fallbackError, note, grid, children }: ReportFiltersProps) {
  return (
    <Paper withBorder shadow="xs" p={{ base: 'md', sm: 'lg' }} component="section" aria-label={label}>
      <SimpleGrid spacing="sm" {...grid}>
        <BrDateRange from={period.startDate} to={period.endDate} onFrom={period.setStartDate} onTo={period.setEndDate} fromLabel={from} toLabel={to} />
        {children}
      </SimpleGrid>
      {!parsed.success && period.startDate && period.endDate && (
        <Text c="red.8" fz="sm" mt="xs" role="alert">
          {parsed.error.issues[0]?.message ?? fallbackError}
        </Text>
      )}
      {note && (
        <Text fz="sm" c="dimmed" mt="sm">
          {note}
        </Text>
      )}
    </Paper>
  );
}

interface ReportStatesProps {
  query: { error: unknown; isError: boolean; isPending: boolean; isFetching: boolean; refetch: () => unknown };
  /** The period is valid (the query runs). */
  enabled: boolean;
  /** The report came back with nothing to show. */
  empty: boolean;
  /** The empty state's icon. */
  icon: ReactNode;
  /** The alert's title and retry button, the skeleton's name, the empty state's text and hint. */
  text: { error: string; retry: string; loading: string; empty: string; emptyHint?: string };
  emptyTestId?: string;
}

/** A report's states before its figures: the load error, the skeleton while it loads, the empty period. */
export function ReportStates({ query, enabled, empty, icon, text, emptyTestId }: ReportStatesProps) {
  return (
    <>
      {query.isError && <LoadErrorAlert title={text.error} query={query} retryLabel={text.retry} />}
      {enabled && query.isPending && <Skeleton h={240} radius="md" role="status" aria-label={text.loading} />}
      {empty && (
        <Paper withBorder shadow="xs" p="xl" data-testid={emptyTestId}>
          <EmptyState icon={icon} text={text.empty} hint={text.emptyHint} />
        </Paper>
      )}
    </>
  );
}
