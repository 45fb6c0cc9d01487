import { listInstruments } from '../../services/instruments/instruments.service';
import { permittedProcedure } from '../../trpc';
import { ZInstrumentsResponse, ZNoInput, instrumentsMeta } from './instruments.types';

export const listInstrumentsProcedure = permittedProcedure('clinicalRecord:read')
  .meta(instrumentsMeta.list)
  .input(ZNoInput)
  .output(ZInstrumentsResponse)
  .query(({ ctx }) => listInstruments(ctx.db));
