import { actorOf } from '../../context';
import { setWhatsappConsent } from '../../services/whatsapp/consent.service';
import { permittedProcedure } from '../../trpc';
import { ZSetWhatsappConsentRequest, ZSetWhatsappConsentResponse, whatsappMeta } from './whatsapp.types';

export const setWhatsappConsentProcedure = permittedProcedure('patients:edit')
  .meta(whatsappMeta.setConsent)
  .input(ZSetWhatsappConsentRequest)
  .output(ZSetWhatsappConsentResponse)
  .mutation(({ ctx, input }) => setWhatsappConsent(ctx.db, actorOf(ctx), input.id, input, ctx.now()));
