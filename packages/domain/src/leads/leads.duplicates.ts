import { z } from 'zod';

import { ZId } from '../common/ids';
import { ZLead } from './leads.schemas';

/** Longer than any way of writing a phone ('+55 (11) 97654-3210' has 19 characters). */
const WHATSAPP_QUERY_MAX = 30;

/**
 * GET /api/leads/by-whatsapp: the leads that already have this WhatsApp number (the form warns as the
 * import does, and lets the person go on). Written any way (`+55`, digits only, formatted); a text
 * that is not a complete phone matches nothing.
 */
export const ZLeadWhatsappQuery = z.object({
  whatsapp: z.string({ error: 'WhatsApp é obrigatório' }).max(WHATSAPP_QUERY_MAX, `Máximo de ${WHATSAPP_QUERY_MAX} caracteres`),
  /** The lead being edited: left out of the answer. */
  excludeId: ZId.optional(),
});
export type LeadWhatsappQuery = z.input<typeof ZLeadWhatsappQuery>;

/** Enough of a lead to name it and link to it. */
export const ZLeadWhatsappOwner = ZLead.pick({ id: true, name: true, whatsapp: true, status: true, date: true });
export type LeadWhatsappOwner = z.infer<typeof ZLeadWhatsappOwner>;

/** At most this many are listed (the warning names the first). */
export const LEAD_WHATSAPP_OWNERS_MAX = 5;
