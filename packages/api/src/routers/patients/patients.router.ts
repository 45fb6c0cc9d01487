import { router } from '../../trpc';
import { archivePatientProcedure } from './archive-patient';
import { createPatientProcedure } from './create-patient';
import { deletePatientProcedure } from './delete-patient';
import { getPatientProcedure } from './get-patient';
import { getPatientRelatedDataProcedure } from './get-patient-related-data';
import { listPatientsProcedure } from './list-patients';
import { quickCreatePatientProcedure } from './quick-create-patient';
import { reactivatePatientProcedure } from './reactivate-patient';
import { searchPatientsProcedure } from './search-patients';
import { updatePatientProcedure } from './update-patient';

/** Literal paths (/patients/search, /patients/quick) come before the {id} paths. */
export const patientsRouter = router({
  list: listPatientsProcedure,
  search: searchPatientsProcedure,
  quickCreate: quickCreatePatientProcedure,
  create: createPatientProcedure,
  get: getPatientProcedure,
  relatedData: getPatientRelatedDataProcedure,
  update: updatePatientProcedure,
  archive: archivePatientProcedure,
  reactivate: reactivatePatientProcedure,
  delete: deletePatientProcedure,
});
