import { router } from '../../trpc';
import { getPatientNoShowsProcedure } from './get-patient-no-shows';
import { getPolicyProcedure } from './get-policy';
import { getReportProcedure } from './get-report';
import { listUnrecordedProcedure } from './list-unrecorded';

export const attendanceRouter = router({
  unrecorded: listUnrecordedProcedure,
  policy: getPolicyProcedure,
  patientNoShows: getPatientNoShowsProcedure,
  report: getReportProcedure,
});
