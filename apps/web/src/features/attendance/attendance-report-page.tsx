import { ATTENDANCE_REPORT_MAX_DAYS, ZAttendanceReportQuery, formatRate } from '@clinic/domain';
import { SimpleGrid, Stack } from '@mantine/core';
import { IconCalendarOff } from '@tabler/icons-react';

import { ReportFilters, ReportStates, reportQueryOptions, useReportPeriod } from '../../components/report-period';
import { headedScreen } from '../../components/require-permission';
import { StatCard } from '../../components/stat-card';
import { trpc } from '../../lib/trpc';
import { RateTable } from './attendance-report-tables';
import { ATTENDANCE_SCREEN_TEXT as T } from './attendance.text';

/** /attendance-report — 'Faltas e cancelamentos' (issue #23), for the roles of the no-show reports row. */
export const AttendanceReportPage = headedScreen('attendanceReports:see', { title: T.reportTitle, description: T.reportDescription, deniedText: T.reportDenied }, AttendanceReport);

function AttendanceReport() {
  const range = useReportPeriod(29);
  const period = ZAttendanceReportQuery.safeParse(range.fields);
  const report = trpc.attendance.report.useQuery(period.success ? period.data : range.todayOnly, reportQueryOptions(period.success));
  const data = period.success ? report.data : undefined;
  return (
    <Stack gap="lg">
      <ReportFilters label={T.periodTitle} period={range} dates={[T.startDate, T.endDate]} parsed={period} grid={{ cols: { base: 1, xs: 2 }, maw: 520 }}
        fallbackError={T.rangeTooLong(ATTENDANCE_REPORT_MAX_DAYS)} note={T.baseNote} />
      <ReportStates query={report} enabled={period.success} empty={!!data && data.total.base === 0} icon={<IconCalendarOff size={24} stroke={1.5} />}
        text={{ error: T.reportError, retry: T.retry, loading: T.reportLoading, empty: T.reportEmpty, emptyHint: T.reportEmptyHint }} emptyTestId="attendance-report-empty" />
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
