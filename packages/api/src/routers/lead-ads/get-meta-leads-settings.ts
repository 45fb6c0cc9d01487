import { getMetaLeadsSettings } from '../../services/lead-ads/meta-leads-settings.service';
import { permittedProcedure } from '../../trpc';
import { ZGetMetaLeadsSettingsRequest, ZMetaLeadsSettingsResponse, leadAdsMeta } from './lead-ads.types';

export const getMetaLeadsSettingsProcedure = permittedProcedure('whatsapp:settings')
  .meta(leadAdsMeta.getSettings)
  .input(ZGetMetaLeadsSettingsRequest)
  .output(ZMetaLeadsSettingsResponse)
  .query(({ ctx }) => getMetaLeadsSettings(ctx.db));
