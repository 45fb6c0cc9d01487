import { actorOf } from '../../context';
import { ZIdInput } from '../../procedures';
import { archivePatient } from '../../services/patients/patient-archive.service';
import { permittedProcedure } from '../../trpc';
import { ZPatientResponse, patientsMeta } from './patients.types';

export const archivePatientProcedure = permittedProcedure('patients:archive')
  .meta(patientsMeta.archive)
  .input(ZIdInput)
  .output(ZPatientResponse)
  .mutation(({ ctx, input }) => archivePatient(ctx.db, actorOf(ctx), input.id, ctx.now()));
