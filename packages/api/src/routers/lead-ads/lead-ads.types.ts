import { ZLeadAdsBackfillInput, ZLeadAdsBackfillResult, ZLeadIntakeFailure, ZMetaLeadsSettings, ZMetaLeadsSettingsInput } from '@clinic/domain';
import { z } from 'zod';

import { restRoute } from '../../rest-route';

export const ZGetMetaLeadsSettingsRequest = z.object({}).optional();
export const ZMetaLeadsSettingsResponse = ZMetaLeadsSettings;
export const ZUpdateMetaLeadsSettingsRequest = ZMetaLeadsSettingsInput;
export const ZLeadAdsBackfillRequest = ZLeadAdsBackfillInput;
export const ZLeadAdsBackfillResponse = ZLeadAdsBackfillResult;
export const ZListIntakeFailuresRequest = z.object({}).optional();
export const ZListIntakeFailuresResponse = z.array(ZLeadIntakeFailure);
export const ZRetryIntakeFailureResponse = ZLeadIntakeFailure;

const tags = ['Meta Lead Ads'];
export const leadAdsMeta = {
  getSettings: restRoute('GET', '/settings/meta-leads', tags, 'Configurações do Meta Lead Ads (admin, gerente)', {
    description:
      'Os segredos (token da Página, chave secreta do app, token de verificação) nunca voltam: só `hasPageAccessToken`, `hasAppSecret`, `hasVerifyToken`. ' +
      '`appSecretFromWhatsapp`: sem chave secreta própria, as assinaturas são conferidas com a do WhatsApp (um só app do Meta).',
  }),
  updateSettings: restRoute('PUT', '/settings/meta-leads', tags, 'Altera as configurações do Meta Lead Ads (só os campos enviados mudam)', {
    description:
      'Um segredo enviado substitui o guardado (criptografado com AES-256-GCM, como os do WhatsApp); uma string vazia o apaga. `pageIds`: os IDs das Páginas (só números).',
  }),
  backfill: restRoute('POST', '/settings/meta-leads/backfill', tags, 'Buscar leads dos últimos N dias de um formulário (em segundo plano)', {
    description:
      'Percorre `GET /{form-id}/leads` da Graph API com o token da Página, página por página, num trabalho em segundo plano; cada lead passa pelo mesmo ' +
      'mapeamento e pelas mesmas regras de duplicidade do webhook (o `leadgen_id` é único). `days`: 1 a 90.',
  }),
  listFailures: restRoute('GET', '/leads/intake-failures', tags, 'Falhas de importação do Meta Lead Ads', {
    description: 'Leads do Meta Lead Ads que não puderam ser buscados na Graph API depois da última tentativa, mais recentes primeiro.',
  }),
  retryFailure: restRoute('POST', '/leads/intake-failures/{id}/retry', tags, 'Tentar novamente: devolve a importação à fila', {
    description: 'Só uma importação que falhou (senão 409). Um novo trabalho busca o lead na Graph API.',
  }),
};
