import { type Executor, findLeadsByWhatsapp } from '@clinic/db';
import {
  LEAD_WHATSAPP_OWNERS_MAX,
  type LeadStatus,
  type LeadWhatsappOwner,
  type LeadWhatsappQuery,
  normalizePhone,
} from '@clinic/domain';

/**
 * The leads that already have this WhatsApp (the form's live warning; the import flags the same
 * numbers). The number is read as every phone field reads it, so '+55 11 97654-3210' finds
 * '(11) 97654-3210'; an incomplete number finds nothing.
 */
export async function findLeadWhatsappOwners(
  db: Executor,
  query: { whatsapp: LeadWhatsappQuery['whatsapp']; excludeId?: number },
): Promise<LeadWhatsappOwner[]> {
  const whatsapp = normalizePhone(query.whatsapp);
  if (!whatsapp) return [];
  const rows = await findLeadsByWhatsapp(db, whatsapp, { excludeId: query.excludeId, limit: LEAD_WHATSAPP_OWNERS_MAX });
  return rows.map((row) => ({ ...row, status: row.status as LeadStatus }));
}
