import { canEditPatients } from '@clinic/domain';

import { actorOf } from '../../context';
import { createPatient } from '../../services/patients/patients.service';
import { roleProcedure } from '../../trpc';
import { ZCreatePatientRequest, ZPatientResponse, patientsMeta } from './patients.types';

export const createPatientProcedure = roleProcedure(canEditPatients)
  .meta(patientsMeta.create)
  .input(ZCreatePatientRequest)
  .output(ZPatientResponse)
  .mutation(({ ctx, input }) => createPatient(ctx.db, actorOf(ctx), input, ctx.now()));
