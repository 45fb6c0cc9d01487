import {
  CONSOLIDATED_TEXT as T,
  type ConsolidatedReportListItem,
  formatBRL,
  formatDateTime,
  formatIsoDate,
  reportPeriodLabel,
} from '@clinic/domain';
import { Box, Button, Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChartBar, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router-dom';

import { EmptyState } from '../../components/empty-state';
import { ListTable } from '../../components/list-table';
import { LabeledFigure } from '../../components/stat-card';
import { LoadErrorAlert } from '../../components/load-error-alert';
import { PeriodLines, RowsSkeleton, ViewLinkButton } from '../../components/report-list-parts';
import { trpc } from '../../lib/trpc';
import { useDialogTarget } from '../../lib/use-dialog-target';
import { ConsolidatedDeleteModal } from './consolidated-delete-modal';
import classes from '../../components/simple-list.module.css';

const C = T.columns;
const numeric = { className: classes.numeric };
const HEAD = [C.title, C.period, { label: C.totalSpend, th: numeric }, { label: C.totalLeads, th: numeric }, { label: C.costPerLead, th: numeric }, C.createdAt, { label: C.actions, th: { ta: 'right' } } as const];

/** "Últimos 7 dias" with its days below when the report kept them. */
export function periodText(report: Pick<ConsolidatedReportListItem, 'dateRange' | 'startDate' | 'endDate'>) {
  const range = report.startDate && report.endDate ? `${formatIsoDate(report.startDate)} - ${formatIsoDate(report.endDate)}` : null;
  return { label: reportPeriodLabel(report.dateRange), range };
}

function Actions({ report, onDelete }: { report: ConsolidatedReportListItem; onDelete: () => void }) {
  return (
    <Group gap="xs" wrap="nowrap" justify="flex-end">
      <ViewLinkButton to={`/consolidated-report/${encodeURIComponent(report.id)}`} label={T.view} ariaLabel={`${T.view} ${report.title}`} />
      <Button
        size="xs"
        variant="subtle"
        color="red"
        leftSection={<IconTrash size={16} />}
        onClick={onDelete}
        aria-label={`${T.delete} ${report.title}`}
        style={{ flexShrink: 0 }}
      >
        {T.delete}
      </Button>
    </Group>
  );
}

/** The saved reports with the §2 columns; cards on phones. */
export function ConsolidatedReportsList() {
  const wide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const reports = trpc.consolidatedReports.list.useQuery();
  const removal = useDialogTarget<ConsolidatedReportListItem>();

  return (
    <Paper withBorder shadow="xs" style={{ overflow: 'hidden' }}>
      {reports.isPending && (
        <RowsSkeleton label={T.savedTab} rows={3} cells={[{ h: 14, w: '25%' }, { h: 14, w: '20%' }, { h: 14, w: '15%' }, { h: 14, w: '10%' }]} />
      )}
      {reports.isError && <LoadErrorAlert title={T.loadError} query={reports} retryLabel={T.retry} m="md" />}
      {reports.data?.length === 0 && (
        <Stack align="center" py={48} px="md" gap="md">
          <EmptyState icon={<IconChartBar size={24} stroke={1.5} />} text={T.empty} hint={T.emptyHint} />
          <Button component={Link} to="/consolidated-analysis" variant="light">
            {T.emptyLink}
          </Button>
        </Stack>
      )}
      {reports.data && reports.data.length > 0 && wide && (
        <ListTable minWidth={860} label={T.savedTab} head={HEAD}>
              {reports.data.map((report) => (
                <Table.Tr key={report.id}>
                  <Table.Td fw={600} maw={260} style={{ overflowWrap: 'anywhere' }}>
                    {report.title}
                  </Table.Td>
                  <Table.Td>
                    <PeriodLines {...periodText(report)} />
                  </Table.Td>
                  <Table.Td className={classes.numeric}>{formatBRL(report.totalSpend)}</Table.Td>
                  <Table.Td className={classes.numeric}>{report.totalLeads.toLocaleString('pt-BR')}</Table.Td>
                  <Table.Td className={classes.numeric}>{formatBRL(report.costPerLead)}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(report.createdAt)}</Table.Td>
                  <Table.Td>
                    <Actions report={report} onDelete={() => removal.open(report)} />
                  </Table.Td>
                </Table.Tr>
              ))}
        </ListTable>
      )}
      {reports.data && reports.data.length > 0 && !wide && (
        <ul className={classes.cards} aria-label={T.savedTab}>
          {reports.data.map((report) => (
            <li key={report.id} className={classes.card}>
              <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                {report.title}
              </Text>
              <Text fz="sm" c="dimmed">
                {T.columns.createdAt}: {formatDateTime(report.createdAt)}
              </Text>
              <Box fz="sm" mt={6}>
                <PeriodLines {...periodText(report)} />
              </Box>
              <SimpleGrid cols={3} spacing="xs" mt="sm">
                {[
                  [T.columns.totalSpend, formatBRL(report.totalSpend)],
                  [T.columns.totalLeads, report.totalLeads.toLocaleString('pt-BR')],
                  [T.columns.costPerLead, formatBRL(report.costPerLead)],
                ].map(([label, value]) => (
                  <LabeledFigure key={label} label={label} value={value} />
                ))}
              </SimpleGrid>
              <Box mt="sm">
                <Actions report={report} onDelete={() => removal.open(report)} />
              </Box>
            </li>
          ))}
        </ul>
      )}
      <ConsolidatedDeleteModal opened={removal.opened} report={removal.target} onClose={removal.close} />
    </Paper>
  );
}
