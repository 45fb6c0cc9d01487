import { CONSOLIDATED_TEXT as T, DEFAULT_REPORT_PERIOD } from '@clinic/domain';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { IconAlertCircle, IconDeviceFloppy, IconListDetails } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';

import { LoadErrorAlert } from '../../components/load-error-alert';
import { HeaderLink, PageHeader } from '../../components/page-header';
import { trpc } from '../../lib/trpc';
import { reportsScreen } from '../../components/reports-access';
import { type PeriodChoice, startInput } from './analysis-period';
import { AnalysisPeriodCard } from './analysis-period-card';
import { AnalysisProgress } from './analysis-progress';
import { AnalysisResults } from './analysis-results';
import { SaveReportDialog } from './save-report-dialog';
import { useStartConsolidatedAnalysis } from './use-consolidated-reports-mutations';

/** Spec §9: poll every 2 s while the analysis is processing, then stop. */
export const POLL_INTERVAL_MS = 2_000;

/** /consolidated-analysis: every active ad account, one at a time, as a background job (its id in the URL). */
export const ConsolidatedAnalysisPage = reportsScreen(T.analysisTitle, AnalysisScreen);

function AnalysisScreen() {
  const [params, setParams] = useSearchParams();
  const analysisId = params.get('id');
  const [choice, setChoice] = useState<PeriodChoice>({ dateRange: DEFAULT_REPORT_PERIOD, startDate: null, endDate: null });
  const [saving, setSaving] = useState(false);

  const analysis = trpc.consolidatedReports.getAnalysis.useQuery(
    { id: analysisId ?? '' },
    {
      enabled: analysisId !== null,
      retry: false,
      refetchInterval: (query) => (query.state.data?.status === 'processing' ? POLL_INTERVAL_MS : false),
    },
  );
  const start = useStartConsolidatedAnalysis((id) => setParams({ id }, { replace: false }));

  const data = analysis.data;
  const processing = data?.status === 'processing';
  const generating = start.isPending || processing;
  const totals = data?.status === 'completed' ? data.overallTotals : null;

  return (
    <>
      <PageHeader title={T.analysisTitle} description={T.analysisSubtitle} actions={<HeaderLink to="/reports" icon={IconListDetails}>{T.viewSaved}</HeaderLink>} />
      <Stack gap="lg">
        <AnalysisPeriodCard choice={choice} onChange={setChoice} generating={generating}
          starting={start.isPending}
          onGenerate={() => start.mutate(startInput(choice))} />

        {analysisId !== null && analysis.isPending && <AnalysisProgress done={0} total={0} loadingResults />}
        {analysis.isError && <LoadErrorAlert title={T.generateError} query={analysis} retryLabel={T.retry} />}
        {processing && <AnalysisProgress done={data.progress.done} total={data.progress.total} loadingResults={false} />}
        {data?.status === 'failed' && (
          <Alert color="red" variant="light" icon={<IconAlertCircle />} title={T.failed}>
            {data.errorMessage}
          </Alert>
        )}
        {data && totals && (
          <>
            <Group justify="flex-end">
              <Button leftSection={<IconDeviceFloppy size={18} />} onClick={() => setSaving(true)}>
                {T.save}
              </Button>
            </Group>
            <AnalysisResults analysis={data} totals={totals} />
            <SaveReportDialog opened={saving} onClose={() => setSaving(false)} analysis={data} totals={totals} />
          </>
        )}
      </Stack>
    </>
  );
}
