import { router } from '../../trpc';
import { listPatientAppointmentsProcedure } from './list-patient-appointments';

export const appointmentsRouter = router({
  listOfPatient: listPatientAppointmentsProcedure,
});
