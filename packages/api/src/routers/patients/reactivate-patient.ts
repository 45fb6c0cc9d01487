import { actorOf } from '../../context';
import { ZIdInput } from '../../procedures';
import { reactivatePatient } from '../../services/patients/patient-archive.service';
import { permittedProcedure } from '../../trpc';
import { ZPatientResponse, patientsMeta } from './patients.types';

export const reactivatePatientProcedure = permittedProcedure('patients:archive')
  .meta(patientsMeta.reactivate)
  .input(ZIdInput)
  .output(ZPatientResponse)
  .mutation(({ ctx, input }) => reactivatePatient(ctx.db, actorOf(ctx), input.id, ctx.now()));
