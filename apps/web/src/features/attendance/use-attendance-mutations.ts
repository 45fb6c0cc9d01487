import { toasting } from '../../lib/toasting';
import { trpc } from '../../lib/trpc';
import { ATTENDANCE_SCREEN_TEXT as T } from './attendance.text';

/** 'Atendido' / 'Faltou' from 'Sem registro' (setAttendance, logged); refreshes the attendance lists and the agenda. */
export function useMarkAttendance() {
  const utils = trpc.useUtils();
  return trpc.appointments.setAttendance.useMutation(
    toasting({ success: (a) => [a.attendanceStatus === 'faltou' ? T.noShowSaved : T.attendedSaved], error: T.saveError }, () =>
      Promise.all([utils.attendance.invalidate(), utils.appointments.invalidate()]),
    ),
  );
}
