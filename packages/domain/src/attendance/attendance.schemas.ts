import { z } from 'zod';

import { ZAppointmentListItem } from '../appointments/appointments.schemas';
import { addDays } from '../common/dates';
import { requiredDate } from '../common/fields';
import { ATTENDANCE_REPORT_MAX_DAYS } from './attendance.rules';
import { ATTENDANCE_FEATURE_TEXT as T } from './attendance.text';

/** GET /api/attendance/unrecorded: 'Sem registro', the oldest first (at most UNRECORDED_LIST_LIMIT) and how many in all. */
export const ZUnrecordedAppointments = z.object({
  /** First day read (UNRECORDED_DAYS ago) and last (yesterday). */
  fromDate: z.string(),
  toDate: z.string(),
  total: z.number().int(),
  appointments: z.array(ZAppointmentListItem),
});
export type UnrecordedAppointments = z.infer<typeof ZUnrecordedAppointments>;

/** GET /api/attendance/policy: the clinic's late-cancellation window, for whoever may cancel. */
export const ZAttendancePolicy = z.object({ lateCancelHours: z.number().int() });
export type AttendancePolicy = z.infer<typeof ZAttendancePolicy>;

/** GET /api/patients/{id}/no-shows: her 'faltou' in the last NO_SHOW_FLAG_DAYS days, and whether that flags her. */
export const ZPatientNoShows = z.object({
  patientId: z.number().int(),
  count: z.number().int(),
  days: z.number().int(),
  flagged: z.boolean(),
});
export type PatientNoShows = z.infer<typeof ZPatientNoShows>;

/** GET /api/reports/attendance?startDate=&endDate= (both inclusive, at most ATTENDANCE_REPORT_MAX_DAYS days). */
export const ZAttendanceReportQuery = z
  .object({ startDate: requiredDate(T.startRequired), endDate: requiredDate(T.endRequired) })
  .superRefine((q, ctx) => {
    if (q.endDate < q.startDate) ctx.addIssue({ code: 'custom', path: ['endDate'], message: T.rangeOrder });
    else if (addDays(q.startDate, ATTENDANCE_REPORT_MAX_DAYS - 1) < q.endDate) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: T.rangeTooLong(ATTENDANCE_REPORT_MAX_DAYS) });
    }
  });
export type AttendanceReportQuery = z.input<typeof ZAttendanceReportQuery>;

/** One line of the report: `base` appointments counted, of which `noShows` 'faltou' and `lateCancels` 'cancelado_tarde'. */
const rateFields = {
  base: z.number().int(),
  noShows: z.number().int(),
  lateCancels: z.number().int(),
  /** noShows / base and lateCancels / base, fractions rounded to 4 places (0 when base is 0). */
  noShowRate: z.number(),
  lateCancelRate: z.number(),
};
export const ZAttendanceRateLine = z.object(rateFields);
export type AttendanceRateLine = z.infer<typeof ZAttendanceRateLine>;

export const ZAttendanceReport = z.object({
  startDate: z.string(),
  endDate: z.string(),
  total: ZAttendanceRateLine,
  byPhysiotherapist: z.array(z.object({ physiotherapistId: z.number().int(), name: z.string(), ...rateFields })),
  /** Only patients with at least one no-show or late cancellation, the most no-shows first (at most ATTENDANCE_REPORT_PATIENT_LIMIT). */
  byPatient: z.array(z.object({ patientId: z.number().int(), name: z.string(), ...rateFields })),
  /** 0 = Sunday … 6 = Saturday; only weekdays with appointments. */
  byWeekday: z.array(z.object({ weekday: z.number().int().min(0).max(6), label: z.string(), ...rateFields })),
  /** The patient's origin, or her converted lead's; 'Sem origem' when neither says. */
  byOrigin: z.array(z.object({ origin: z.string(), ...rateFields })),
});
export type AttendanceReport = z.infer<typeof ZAttendanceReport>;
