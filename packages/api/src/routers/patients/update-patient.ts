import { canEditPatients } from '@clinic/domain';

import { actorOf } from '../../context';
import { updatePatientById } from '../../services/patients/patients.service';
import { roleProcedure } from '../../trpc';
import { ZPatientResponse, ZUpdatePatientRequest, patientsMeta } from './patients.types';

export const updatePatientProcedure = roleProcedure(canEditPatients)
  .meta(patientsMeta.update)
  .input(ZUpdatePatientRequest)
  .output(ZPatientResponse)
  .mutation(({ ctx, input: { id, ...changes } }) => updatePatientById(ctx.db, actorOf(ctx), id, changes, ctx.now()));
