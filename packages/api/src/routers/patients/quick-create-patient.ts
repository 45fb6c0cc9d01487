import { DEFAULT_PATIENT_STATUS, canEditPatients } from '@clinic/domain';

import { actorOf } from '../../context';
import { createPatient } from '../../services/patients/patients.service';
import { roleProcedure } from '../../trpc';
import { ZPatientResponse, ZQuickCreatePatientRequest, patientsMeta } from './patients.types';

export const quickCreatePatientProcedure = roleProcedure(canEditPatients)
  .meta(patientsMeta.quickCreate)
  .input(ZQuickCreatePatientRequest)
  .output(ZPatientResponse)
  .mutation(({ ctx, input }) =>
    createPatient(ctx.db, actorOf(ctx), { ...input, dysfunctions: [], status: DEFAULT_PATIENT_STATUS }, ctx.now()),
  );
