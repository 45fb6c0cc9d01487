import { getAttendanceReport } from '../../services/attendance/attendance-report.service';
import { permittedProcedure } from '../../trpc';
import { ZAttendanceReportRequest, ZAttendanceReportResponse, attendanceMeta } from './attendance.types';

export const getReportProcedure = permittedProcedure('attendanceReports:see')
  .meta(attendanceMeta.report)
  .input(ZAttendanceReportRequest)
  .output(ZAttendanceReportResponse)
  .query(({ ctx, input }) => getAttendanceReport(ctx.db, input));
