import { type AttendanceReportRow, type Database, type Kysely, findAttendanceReportRows } from '@clinic/db';
import {
  ATTENDANCE_FEATURE_TEXT,
  ATTENDANCE_REPORT_PATIENT_LIMIT,
  type AttendanceRateLine,
  type AttendanceReport,
  attendanceRate,
} from '@clinic/domain';

const rates = (row: Pick<AttendanceReportRow, 'base' | 'noShows' | 'lateCancels'>): AttendanceRateLine => ({
  base: row.base,
  noShows: row.noShows,
  lateCancels: row.lateCancels,
  noShowRate: attendanceRate(row.noShows, row.base),
  lateCancelRate: attendanceRate(row.lateCancels, row.base),
});

const byRate = (a: AttendanceRateLine, b: AttendanceRateLine) => b.noShowRate - a.noShowRate || b.lateCancelRate - a.lateCancelRate || b.base - a.base;

/**
 * The no-show report (issue #23) over a period: 'faltou' and 'cancelado_tarde' rates per
 * physiotherapist, per patient, per weekday and per origin. The base of every rate: appointments
 * with a patient in the period, except those the clinic cancelled and those rescheduled.
 */
export async function getAttendanceReport(db: Kysely<Database>, period: { startDate: string; endDate: string }): Promise<AttendanceReport> {
  const rows = await findAttendanceReportRows(db, period, ATTENDANCE_REPORT_PATIENT_LIMIT);
  const of = (grouping: AttendanceReportRow['grouping']) => rows.filter((row) => row.grouping === grouping);
  const total = of('total')[0];
  return {
    ...period,
    total: rates(total ?? { base: 0, noShows: 0, lateCancels: 0 }),
    byPhysiotherapist: of('physiotherapist')
      .map((row) => ({ physiotherapistId: row.key!, name: row.label ?? '', ...rates(row) }))
      .sort((a, b) => byRate(a, b) || a.name.localeCompare(b.name, 'pt-BR')),
    byPatient: of('patient').map((row) => ({ patientId: row.key!, name: row.label ?? '', ...rates(row) })),
    byWeekday: of('weekday')
      .map((row) => ({ weekday: row.key!, label: ATTENDANCE_FEATURE_TEXT.weekdays[row.key!] ?? String(row.key), ...rates(row) }))
      .sort((a, b) => a.weekday - b.weekday),
    byOrigin: of('origin')
      .map((row) => ({ origin: row.label ?? ATTENDANCE_FEATURE_TEXT.noOrigin, ...rates(row) }))
      .sort((a, b) => byRate(a, b) || a.origin.localeCompare(b.origin, 'pt-BR')),
  };
}
