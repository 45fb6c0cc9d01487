import { actorOf } from '../../context';
import { disableInstrument, enableInstrument } from '../../services/instruments/instruments.service';
import { permittedProcedure } from '../../trpc';
import { ZEnableInstrumentRequest, ZInstrumentIdRequest, ZInstrumentResponse, instrumentsMeta } from './instruments.types';

/** The record's admin-only row governs the licences (an admin enables each instrument). */
export const enableInstrumentProcedure = permittedProcedure('clinicalRecord:accessLog')
  .meta(instrumentsMeta.enable)
  .input(ZEnableInstrumentRequest)
  .output(ZInstrumentResponse)
  .mutation(({ ctx, input }) => enableInstrument(ctx.db, actorOf(ctx), input.id, input.licenceReference));

export const disableInstrumentProcedure = permittedProcedure('clinicalRecord:accessLog')
  .meta(instrumentsMeta.disable)
  .input(ZInstrumentIdRequest)
  .output(ZInstrumentResponse)
  .mutation(({ ctx, input }) => disableInstrument(ctx.db, actorOf(ctx), input.id));
