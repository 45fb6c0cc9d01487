
import { actorOf } from '../../context';
import { createPatient } from '../../services/patients/patients.service';
import { permittedProcedure } from '../../trpc';
import { ZCreatePatientRequest, ZPatientResponse, patientsMeta } from './patients.types';

export const createPatientProcedure = permittedProcedure('patients:edit')
  .meta(patientsMeta.create)
  .input(ZCreatePatientRequest)
  .output(ZPatientResponse)
  .mutation(({ ctx, input }) => createPatient(ctx.db, actorOf(ctx), input, ctx.now()));
