import { getWhatsappSettings } from '../../services/whatsapp/whatsapp-settings.service';
import { permittedProcedure } from '../../trpc';
import { ZGetWhatsappSettingsRequest, ZWhatsappSettingsResponse, whatsappMeta } from './whatsapp.types';

export const getWhatsappSettingsProcedure = permittedProcedure('whatsapp:settings')
  .meta(whatsappMeta.getSettings)
  .input(ZGetWhatsappSettingsRequest)
  .output(ZWhatsappSettingsResponse)
  .query(({ ctx }) => getWhatsappSettings(ctx.db));
