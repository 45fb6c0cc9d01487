import { toasting } from '../../lib/toasting';
import { trpc } from '../../lib/trpc';
import { WHATSAPP_SCREEN_TEXT as T } from './whatsapp.text';

export function useSaveWhatsappSettings() {
  const utils = trpc.useUtils();
  return trpc.whatsapp.updateSettings.useMutation(toasting({ success: T.saved, error: T.saveError }, () => utils.whatsapp.getSettings.invalidate()));
}
