import { router } from '../../trpc';
import { cancelAppointmentProcedure } from './cancel-appointment';
import { checkPatientConflictProcedure } from './check-patient-conflict';
import { checkPhysiotherapistConflictProcedure } from './check-physiotherapist-conflict';
import { checkRoomConflictProcedure } from './check-room-conflict';
import { createAppointmentProcedure } from './create-appointment';
import { createAppointmentsBatchProcedure } from './create-appointments-batch';
import { getAppointmentProcedure } from './get-appointment';
import { listAppointmentsProcedure } from './list-appointments';
import { listPatientAppointmentsProcedure } from './list-patient-appointments';
import { setAttendanceProcedure } from './set-attendance';
import { updateAppointmentProcedure } from './update-appointment';

/** Literal paths (check-conflict, check-physiotherapist-conflict, check-patient-conflict, batch, patient/{id}) come before the {id} paths. */
export const appointmentsRouter = router({
  list: listAppointmentsProcedure,
  checkConflict: checkRoomConflictProcedure,
  checkPhysiotherapistConflict: checkPhysiotherapistConflictProcedure,
  checkPatientConflict: checkPatientConflictProcedure,
  createBatch: createAppointmentsBatchProcedure,
  listOfPatient: listPatientAppointmentsProcedure,
  create: createAppointmentProcedure,
  get: getAppointmentProcedure,
  update: updateAppointmentProcedure,
  setAttendance: setAttendanceProcedure,
  cancel: cancelAppointmentProcedure,
});
