import { actorOf } from '../../context';
import { updateWhatsappSettings } from '../../services/whatsapp/whatsapp-settings.service';
import { permittedProcedure } from '../../trpc';
import { ZUpdateWhatsappSettingsRequest, ZWhatsappSettingsResponse, whatsappMeta } from './whatsapp.types';

export const updateWhatsappSettingsProcedure = permittedProcedure('whatsapp:settings')
  .meta(whatsappMeta.updateSettings)
  .input(ZUpdateWhatsappSettingsRequest)
  .output(ZWhatsappSettingsResponse)
  .mutation(({ ctx, input }) => updateWhatsappSettings(ctx.db, actorOf(ctx), input));
