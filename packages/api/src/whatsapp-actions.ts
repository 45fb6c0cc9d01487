import { WhatsappActionRegistry } from './services/whatsapp/whatsapp-actions';
import { acceptOfferReply, declineOfferReply } from './services/waitlist/waitlist-replies';
import { cancelReply, confirmReply, rescheduleReply } from './services/whatsapp/reminder-replies';

/**
 * Every WhatsApp quick-reply ACTION the webhook understands (one line per feature): a composition
 * root like jobs.ts, so the webhook never imports a feature.
 */
export function createWhatsappActionRegistry(): WhatsappActionRegistry {
  return new WhatsappActionRegistry()
    .register('CONF', confirmReply)
    .register('RESC', rescheduleReply)
    .register('CANC', cancelReply)
    .register('OFERTA_SIM', acceptOfferReply)
    .register('OFERTA_NAO', declineOfferReply);
}
