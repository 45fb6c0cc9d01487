import { getPatientNoShows } from '../../services/attendance/attendance-lists.service';
import { permittedProcedure } from '../../trpc';
import { ZPatientNoShowsRequest, ZPatientNoShowsResponse, attendanceMeta } from './attendance.types';

export const getPatientNoShowsProcedure = permittedProcedure('clinic:see')
  .meta(attendanceMeta.patientNoShows)
  .input(ZPatientNoShowsRequest)
  .output(ZPatientNoShowsResponse)
  .query(({ ctx, input }) => getPatientNoShows(ctx.db, input.id, ctx.now()));
