import { router } from '../../trpc';
import { getWhatsappSettingsProcedure } from './get-whatsapp-settings';
import { setWhatsappConsentProcedure } from './set-whatsapp-consent';
import { updateWhatsappSettingsProcedure } from './update-whatsapp-settings';

export const whatsappRouter = router({
  getSettings: getWhatsappSettingsProcedure,
  updateSettings: updateWhatsappSettingsProcedure,
  setConsent: setWhatsappConsentProcedure,
});
