import { getAttendancePolicy } from '../../services/attendance/attendance-lists.service';
import { permittedProcedure } from '../../trpc';
import { ZNoInput, ZPolicyResponse, attendanceMeta } from './attendance.types';

export const getPolicyProcedure = permittedProcedure('attendance:work')
  .meta(attendanceMeta.policy)
  .input(ZNoInput)
  .output(ZPolicyResponse)
  .query(({ ctx }) => getAttendancePolicy(ctx.db));
