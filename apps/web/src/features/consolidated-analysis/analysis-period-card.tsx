import { CONSOLIDATED_TEXT as T, REPORT_PERIODS, REPORT_PERIOD_LABELS, type ReportPeriod, parseBrDate } from '@clinic/domain';
import { Button, Group, Paper, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { IconCalendar, IconChartPie } from '@tabler/icons-react';

import { type PeriodChoice, isPeriodReady, periodRangeText } from './analysis-period';

const OPTIONS = REPORT_PERIODS.map((value) => ({ value, label: REPORT_PERIOD_LABELS[value] }));

function AnalysisDateInput({ label, value, onChange }: { label: string; value: string | null; onChange: (v: string | null) => void }) {
  return (
    <DateInput
      label={label}
      placeholder="dd/mm/aaaa"
      valueFormat="DD/MM/YYYY"
      dateParser={parseBrDate}
      clearable
      clearButtonProps={{ 'aria-label': `Limpar ${label.toLowerCase()}` }}
      rightSection={value ? undefined : <IconCalendar size={16} stroke={1.6} aria-hidden />}
      popoverProps={{ withinPortal: true }}
      value={value}
      onChange={(v) => onChange(v ? String(v).slice(0, 10) : null)}
      required
    />
  );
}

interface PeriodCardProps {
  choice: PeriodChoice;
  onChange: (choice: PeriodChoice) => void;
  /** An analysis is starting or running: 'Gerar Análise' waits. */
  generating: boolean;
  /** The start call is on its way (the button shows a spinner only then). */
  starting: boolean;
  onGenerate: () => void;
}

/** Period select (default last 7 days), custom dates, the period's label and 'Gerar Análise'. */
export function AnalysisPeriodCard({ choice, onChange, generating, starting, onGenerate }: PeriodCardProps) {
  const range = periodRangeText(choice);
  return (
    <Paper component="section" withBorder shadow="xs" p={{ base: 'md', sm: 'lg' }} aria-label="Período da análise">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: choice.dateRange === 'custom' ? 3 : 1 }} maw={choice.dateRange === 'custom' ? undefined : 360}>
          <Select
            label={T.periodSelect}
            data={OPTIONS}
            value={choice.dateRange}
            allowDeselect={false}
            onChange={(value) => value && onChange({ ...choice, dateRange: value as ReportPeriod })}
            comboboxProps={{ withinPortal: true }}
          />
          {choice.dateRange === 'custom' && (
            <>
              <AnalysisDateInput label={T.startDate} value={choice.startDate} onChange={(startDate) => onChange({ ...choice, startDate })} />
              <AnalysisDateInput label={T.endDate} value={choice.endDate} onChange={(endDate) => onChange({ ...choice, endDate })} />
            </>
          )}
        </SimpleGrid>
        <Group justify="space-between" align="center" gap="sm">
          <Text fz="sm" aria-live="polite" data-testid="selected-period">
            <Text span c="dimmed" inherit>
              {T.selectedPeriod}:{' '}
            </Text>
            <Text span fw={600} inherit>
              {REPORT_PERIOD_LABELS[choice.dateRange]}
              {range && ` (${range})`}
            </Text>
          </Text>
          <Button
            onClick={onGenerate}
            loading={starting}
            disabled={generating || !isPeriodReady(choice)}
            leftSection={<IconChartPie size={18} />}
          >
            {T.generate}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
