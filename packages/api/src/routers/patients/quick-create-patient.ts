import { DEFAULT_PATIENT_STATUS } from '@clinic/domain';

import { actorOf } from '../../context';
import { createPatient } from '../../services/patients/patients.service';
import { permittedProcedure } from '../../trpc';
import { ZPatientResponse, ZQuickCreatePatientRequest, patientsMeta } from './patients.types';

export const quickCreatePatientProcedure = permittedProcedure('patients:edit')
  .meta(patientsMeta.quickCreate)
  .input(ZQuickCreatePatientRequest)
  .output(ZPatientResponse)
  .mutation(({ ctx, input }) =>
    createPatient(ctx.db, actorOf(ctx), { ...input, dysfunctions: [], status: DEFAULT_PATIENT_STATUS }, ctx.now()),
  );
