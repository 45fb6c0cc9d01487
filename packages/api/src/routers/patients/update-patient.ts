
import { actorOf } from '../../context';
import { updatePatientById } from '../../services/patients/patients.service';
import { permittedProcedure } from '../../trpc';
import { ZPatientResponse, ZUpdatePatientRequest, patientsMeta } from './patients.types';

export const updatePatientProcedure = permittedProcedure('patients:edit')
  .meta(patientsMeta.update)
  .input(ZUpdatePatientRequest)
  .output(ZPatientResponse)
  .mutation(({ ctx, input: { id, version, ...changes } }) =>
    updatePatientById(ctx.db, actorOf(ctx), id, changes, ctx.now(), version),
  );
