import { actorOf } from '../../context';
import { updateMetaLeadsSettings } from '../../services/lead-ads/meta-leads-settings.service';
import { permittedProcedure } from '../../trpc';
import { ZMetaLeadsSettingsResponse, ZUpdateMetaLeadsSettingsRequest, leadAdsMeta } from './lead-ads.types';

export const updateMetaLeadsSettingsProcedure = permittedProcedure('whatsapp:settings')
  .meta(leadAdsMeta.updateSettings)
  .input(ZUpdateMetaLeadsSettingsRequest)
  .output(ZMetaLeadsSettingsResponse)
  .mutation(({ ctx, input }) => updateMetaLeadsSettings(ctx.db, actorOf(ctx), input));
