import { ATTENDANCE_REPORT_MAX_DAYS, ZAttendanceReportQuery, addDays, formatRate, toIsoDate } from '@clinic/domain';
import { Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconCalendarOff } from '@tabler/icons-react';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';

import { BrDateRange } from '../../components/br-date-input';
import { EmptyState } from '../../components/empty-state';
import { LoadErrorAlert } from '../../components/load-error-alert';
import { PageHeader } from '../../components/page-header';
import { RequirePermission } from '../../components/require-permission';
import { StatCard } from '../../components/stat-card';
import { trpc } from '../../lib/trpc';
import { RateTable } from './attendance-report-tables';
import { ATTENDANCE_SCREEN_TEXT as T } from './attendance.text';

/** /attendance-report — 'Faltas e cancelamentos' (issue #23), for the roles of the no-show reports row. */
export function AttendanceReportPage() {
  const header = <PageHeader title={T.reportTitle} description={T.reportDescription} />;
  return (
    <RequirePermission permission="attendanceReports:see" deniedText={T.reportDenied} header={header}>
      {header}
      <AttendanceReport />
    </RequirePermission>
  );
}

function AttendanceReport() {
  const today = toIsoDate(new Date());
  const [startDate, setStartDate] = useState<string | null>(addDays(today, -29));
  const [endDate, setEndDate] = useState<string | null>(today);
  const period = ZAttendanceReportQuery.safeParse({ startDate: startDate ?? '', endDate: endDate ?? '' });
  const report = trpc.attendance.report.useQuery(period.success ? period.data : { startDate: today, endDate: today }, {
    enabled: period.success,
    placeholderData: keepPreviousData,
  });
  const data = period.success ? report.data : undefined;
  return (
    <Stack gap="lg">
      <Paper withBorder shadow="xs" p={{ base: 'md', sm: 'lg' }} component="section" aria-label={T.periodTitle}>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" maw={520}>
          <BrDateRange from={startDate} to={endDate} onFrom={setStartDate} onTo={setEndDate} fromLabel={T.startDate} toLabel={T.endDate} />
        </SimpleGrid>
        {!period.success && startDate && endDate && (
          <Text c="red.8" fz="sm" mt="xs" role="alert">
            {period.error.issues[0]?.message ?? T.rangeTooLong(ATTENDANCE_REPORT_MAX_DAYS)}
          </Text>
        )}
        <Text fz="sm" c="dimmed" mt="sm">
          {T.baseNote}
        </Text>
      </Paper>
      {report.isError && <LoadErrorAlert title={T.reportError} query={report} retryLabel={T.retry} />}
      {period.success && report.isPending && <Skeleton h={240} radius="md" role="status" aria-label={T.reportLoading} />}
      {data && data.total.base === 0 && (
        <Paper withBorder shadow="xs" p="xl" data-testid="attendance-report-empty">
          <EmptyState icon={<IconCalendarOff size={24} stroke={1.5} />} text={T.reportEmpty} hint={T.reportEmptyHint} />
        </Paper>
      )}
      {data && data.total.base > 0 && (
        <>
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md" data-testid="attendance-report-total">
            <StatCard label={T.appointmentsStat} value={data.total.base} />
            <StatCard label={T.noShowRateStat} value={formatRate(data.total.noShowRate)} detail={`${data.total.noShows} ${T.noShowsColumn.toLowerCase()}`} />
            <StatCard
              label={T.lateCancelRateStat}
              value={formatRate(data.total.lateCancelRate)}
              detail={`${data.total.lateCancels} ${T.lateCancelsColumn.toLowerCase()}`}
            />
          </SimpleGrid>
          <RateTable
            title={T.byPhysiotherapist}
            nameColumn={T.physiotherapistColumn}
            testId="report-by-physiotherapist"
            rows={data.byPhysiotherapist.map((r) => ({ ...r, key: r.physiotherapistId }))}
          />
          <RateTable
            title={T.byPatient}
            nameColumn={T.patientColumn}
            hint={T.byPatientHint}
            testId="report-by-patient"
            rows={data.byPatient.map((r) => ({ ...r, key: r.patientId }))}
          />
          <RateTable
            title={T.byWeekday}
            nameColumn={T.weekdayColumn}
            testId="report-by-weekday"
            rows={data.byWeekday.map((r) => ({ ...r, key: r.weekday, name: r.label }))}
          />
          <RateTable title={T.byOrigin} nameColumn={T.originColumn} testId="report-by-origin" rows={data.byOrigin.map((r) => ({ ...r, key: r.origin, name: r.origin }))} />
        </>
      )}
    </Stack>
  );
}
