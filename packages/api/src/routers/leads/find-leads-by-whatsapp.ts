import { findLeadWhatsappOwners } from '../../services/leads/lead-whatsapp-owners.service';
import { permittedProcedure } from '../../trpc';
import { ZLeadsByWhatsappRequest, ZLeadsByWhatsappResponse, leadsMeta } from './leads.types';

export const findLeadsByWhatsappProcedure = permittedProcedure('leads:work')
  .meta(leadsMeta.byWhatsapp)
  .input(ZLeadsByWhatsappRequest)
  .output(ZLeadsByWhatsappResponse)
  .query(({ ctx, input }) => findLeadWhatsappOwners(ctx.db, input));
