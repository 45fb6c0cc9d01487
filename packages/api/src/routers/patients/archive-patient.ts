import { actorOf } from '../../context';
import { archivePatient } from '../../services/patients/patient-archive.service';
import { permittedProcedure } from '../../trpc';
import { ZPatientIdInput, ZPatientResponse, patientsMeta } from './patients.types';

export const archivePatientProcedure = permittedProcedure('patients:archive')
  .meta(patientsMeta.archive)
  .input(ZPatientIdInput)
  .output(ZPatientResponse)
  .mutation(({ ctx, input }) => archivePatient(ctx.db, actorOf(ctx), input.id, ctx.now()));
