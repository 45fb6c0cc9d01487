import { CONSOLIDATED_TEXT as T, REPORT_PERIODS, REPORT_PERIOD_LABELS, type ReportPeriod } from '@clinic/domain';
import { Button, Group, Paper, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconChartPie } from '@tabler/icons-react';

import { BrDateInput } from '../../components/br-date-input';
import { type PeriodChoice, isPeriodReady, periodRangeText } from './analysis-period';
import { CONSOLIDATED_REPORTS_SCREEN_TEXT as S } from './consolidated-reports.text';

const OPTIONS = REPORT_PERIODS.map((value) => ({ value, label: REPORT_PERIOD_LABELS[value] }));

function AnalysisDateInput({ label, value, onChange }: { label: string; value: string | null; onChange: (v: string | null) => void }) {
  return (
    <BrDateInput label={label} clearable value={value} onChange={onChange} required />
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
    <Paper component="section" withBorder shadow="xs" p={{ base: 'md', sm: 'lg' }} aria-label={S.periodSection}>
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
