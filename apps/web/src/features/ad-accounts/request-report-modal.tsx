import {
  type AdAccount,
  DEFAULT_REPORT_PERIOD,
  REPORT_DETAIL_TEXT as T,
  REPORT_PERIODS,
  REPORT_PERIOD_ERRORS,
  REPORT_PERIOD_LABELS,
  type ReportPeriod,
} from '@clinic/domain';
import { Button, Group, Select, SimpleGrid, Text } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { BrDateInput } from '../../components/br-date-input';
import { DiscardGuardCancel, FormModal } from '../../components/discard-guard';
import { useRequestReport } from './use-ad-accounts-mutations';
import { AD_ACCOUNTS_SCREEN_TEXT as S } from './ad-accounts.text';

const PERIOD_OPTIONS = REPORT_PERIODS.map((value) => ({ value, label: REPORT_PERIOD_LABELS[value] }));

function DayInput({ label, value, onChange, error }: { label: string; value: string | null; onChange: (v: string | null) => void; error?: string }) {
  return (
    <BrDateInput label={label} clearable withAsterisk value={value} onChange={onChange} error={error} />
  );
}

/** 'Solicitar relatório' for one account: a period (default last 7 days) or two days; opens the new report. */
export function RequestReportModal({ account, opened, onClose }: { account: AdAccount | null; opened: boolean; onClose: () => void }) {
  const [period, setPeriod] = useState<ReportPeriod>(DEFAULT_REPORT_PERIOD);
  const [start, setStart] = useState<string | null>(null);
  const [end, setEnd] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const request = useRequestReport();
  const navigate = useNavigate();

  const custom = period === 'custom';
  const missing = custom && (!start || !end);
  const inverted = custom && !!start && !!end && start > end;
  const close = () => {
    setPeriod(DEFAULT_REPORT_PERIOD);
    setStart(null);
    setEnd(null);
    setTried(false);
    onClose();
  };
  const submit = () => {
    setTried(true);
    if (!account || missing || inverted) return;
    request.mutate(
      { adAccountId: account.id, dateRange: period, ...(custom ? { startDate: start, endDate: end } : {}) },
      {
        onSuccess: (created) => {
          close();
          void navigate(`/reports/${created.id}`);
        },
      },
    );
  };

  return (
    <FormModal
      opened={opened}
      onClose={close}
      isDirty={() => period !== DEFAULT_REPORT_PERIOD || start !== null || end !== null}
      title={T.requestDialogTitle}
      size="md"
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {account && (
          <Text fz="sm" c="dimmed" mb="md">
            {account.name} · {account.accountNumber}
          </Text>
        )}
        <Select
          label={T.requestPeriod}
          data={PERIOD_OPTIONS}
          value={period}
          onChange={(value) => value && setPeriod(value as ReportPeriod)}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          data-autofocus
        />
        {custom && (
          <SimpleGrid cols={{ base: 1, xs: 2 }} mt="md">
            <DayInput label={T.requestStart} value={start} onChange={setStart} error={tried && !start ? REPORT_PERIOD_ERRORS.customNeedsDates : undefined} />
            <DayInput
              label={T.requestEnd}
              value={end}
              onChange={setEnd}
              error={tried && !end ? REPORT_PERIOD_ERRORS.customNeedsDates : inverted ? REPORT_PERIOD_ERRORS.startAfterEnd : undefined}
            />
          </SimpleGrid>
        )}
        <Group justify="flex-end" gap="sm" mt="lg">
          <DiscardGuardCancel disabled={request.isPending}>{S.cancel}</DiscardGuardCancel>
          <Button type="submit" loading={request.isPending} disabled={missing}>
            {T.requestSubmit}
          </Button>
        </Group>
      </form>
    </FormModal>
  );
}
