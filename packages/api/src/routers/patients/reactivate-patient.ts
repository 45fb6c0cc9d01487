import { actorOf } from '../../context';
import { reactivatePatient } from '../../services/patients/patient-archive.service';
import { permittedProcedure } from '../../trpc';
import { ZPatientIdInput, ZPatientResponse, patientsMeta } from './patients.types';

export const reactivatePatientProcedure = permittedProcedure('patients:archive')
  .meta(patientsMeta.reactivate)
  .input(ZPatientIdInput)
  .output(ZPatientResponse)
  .mutation(({ ctx, input }) => reactivatePatient(ctx.db, actorOf(ctx), input.id, ctx.now()));
