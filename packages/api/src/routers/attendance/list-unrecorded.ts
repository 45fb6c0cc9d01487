import { listUnrecorded } from '../../services/attendance/attendance-lists.service';
import { permittedProcedure } from '../../trpc';
import { ZNoInput, ZUnrecordedResponse, attendanceMeta } from './attendance.types';

export const listUnrecordedProcedure = permittedProcedure('attendance:work')
  .meta(attendanceMeta.unrecorded)
  .input(ZNoInput)
  .output(ZUnrecordedResponse)
  .query(({ ctx }) => listUnrecorded(ctx.db, ctx.now()));
