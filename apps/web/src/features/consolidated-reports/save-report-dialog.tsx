import { type AnyReportPeriod, CONSOLIDATED_TEXT as T, type ConsolidatedAnalysis, type OverallTotals } from '@clinic/domain';
import { Button, Group, TextInput } from '@mantine/core';
import { useState } from 'react';

import { DiscardGuardCancel, FormModal } from '../../components/discard-guard';
import { useSaveConsolidatedReport } from './use-consolidated-reports-mutations';

interface SaveDialogProps {
  opened: boolean;
  onClose: () => void;
  analysis: ConsolidatedAnalysis;
  totals: OverallTotals;
}

/** 'Salvar Relatório': a title (Salvar disabled while blank or saving); on success closes and clears it. */
export function SaveReportDialog({ opened, onClose, analysis, totals }: SaveDialogProps) {
  const [title, setTitle] = useState('');
  const save = useSaveConsolidatedReport(() => {
    setTitle('');
    onClose();
  });
  const submit = () => {
    if (!title.trim() || save.isPending) return;
    save.mutate({
      title: title.trim(),
      dateRange: analysis.dateRange as AnyReportPeriod,
      startDate: analysis.startDate,
      endDate: analysis.endDate,
      totalSpend: totals.totalSpend,
      totalLeads: totals.totalLeads,
      costPerLead: totals.costPerLead,
      accountsData: analysis.accountAnalyses.map((a) => ({
        accountName: a.accountName,
        accountId: a.accountId,
        totalSpend: a.totalSpend,
        totalLeads: a.totalLeads,
      })),
      keywordData: analysis.globalKeywordCounts,
    });
  };
  return (
    <FormModal opened={opened} onClose={onClose} isDirty={() => title.trim() !== ''} title={T.saveDialogTitle}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <TextInput
          label={T.titleLabel}
          placeholder={T.titlePlaceholder}
          value={title}
          onChange={(event) => setTitle(event.currentTarget.value)}
          maxLength={200}
          data-autofocus
          required
        />
        <Group justify="flex-end" gap="sm" mt="lg">
          <DiscardGuardCancel disabled={save.isPending}>{T.cancel}</DiscardGuardCancel>
          <Button type="submit" loading={save.isPending} disabled={!title.trim() || save.isPending}>
            {T.saveSubmit}
          </Button>
        </Group>
      </form>
    </FormModal>
  );
}
