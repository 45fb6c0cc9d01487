import { ZIdInput } from '../../procedures';
import { getPatientNoShows } from '../../services/attendance/attendance-lists.service';
import { permittedProcedure } from '../../trpc';
import { ZPatientNoShowsResponse, attendanceMeta } from './attendance.types';

export const getPatientNoShowsProcedure = permittedProcedure('clinic:see')
  .meta(attendanceMeta.patientNoShows)
  .input(ZIdInput)
  .output(ZPatientNoShowsResponse)
  .query(({ ctx, input }) => getPatientNoShows(ctx.db, input.id, ctx.now()));
