import { ZPatient, ZWhatsappConsentInput, ZWhatsappSettings, ZWhatsappSettingsInput } from '@clinic/domain';
import { z } from 'zod';

import { ZIdInput } from '../../procedures';
import { restRoute } from '../../rest-route';

export const ZGetWhatsappSettingsRequest = z.object({}).optional();
export const ZWhatsappSettingsResponse = ZWhatsappSettings;
export const ZUpdateWhatsappSettingsRequest = ZWhatsappSettingsInput;
export const ZSetWhatsappConsentRequest = ZIdInput.extend(ZWhatsappConsentInput.shape);
export const ZSetWhatsappConsentResponse = ZPatient;

const tags = ['WhatsApp'];
export const whatsappMeta = {
  getSettings: restRoute('GET', '/settings/whatsapp', tags, 'Configurações do WhatsApp e da política de cancelamento (admin, gerente)', {
    description: 'Os segredos (token de acesso, chave secreta do app, token de verificação) nunca voltam: só `hasAccessToken`, `hasAppSecret`, `hasVerifyToken`.',
  }),
  updateSettings: restRoute('PUT', '/settings/whatsapp', tags, 'Altera as configurações do WhatsApp (só os campos enviados mudam)', {
    description:
      'Um segredo enviado substitui o guardado (criptografado com AES-256-GCM); uma string vazia o apaga. `lateCancelHours`: horas antes da sessão em que o cancelamento da paciente passa a ser tardio.',
  }),
  setConsent: restRoute('PUT', '/patients/{id}/whatsapp-consent', tags, 'Registra ou retira o consentimento da paciente para lembretes pelo WhatsApp', {
    description: 'Guarda data, origem (`formulario` ou `api`) e o texto exato mostrado. A paciente também sai respondendo SAIR ou PARAR.',
  }),
};
