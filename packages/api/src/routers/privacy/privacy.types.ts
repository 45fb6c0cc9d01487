import {
  ZConsent,
  ZConsentForHolder,
  ZIncident,
  ZIncidentInput,
  ZIncidentUpdate,
  ZPrivacyRequest,
  ZPrivacyRequestInput,
  ZPrivacyRequestUpdate,
  queryBoolean,
} from '@clinic/domain';
import { z } from 'zod';

import { ZIdInput } from '../../procedures';
import { restRoute } from '../../rest-route';

export const ZConsentsResponse = z.array(ZConsent);
export const ZRecordConsentRequest = ZConsentForHolder;
export const ZListPrivacyRequestsRequest = z.object({ open: queryBoolean }).optional();
export const ZPrivacyRequestsResponse = z.array(ZPrivacyRequest);
export const ZUpdatePrivacyRequestRequest = ZIdInput.extend(ZPrivacyRequestUpdate.shape);
export const ZIncidentsResponse = z.array(ZIncident);
export const ZUpdateIncidentRequest = ZIdInput.extend(ZIncidentUpdate.shape);
export { ZConsent, ZIncident, ZIncidentInput, ZPrivacyRequest, ZPrivacyRequestInput };

const consentTags = ['Consentimentos (LGPD)'];
const requestTags = ['Solicitações do titular (LGPD)'];
const incidentTags = ['Incidentes (LGPD)'];

const consentBody =
  'Finalidades: `lembretes_whatsapp`, `marketing`, `uso_imagem`, `exame_intracavitario`. Meio (`method`): `formulario`, ' +
  '`whatsapp`, `papel` (papel digitalizado) ou `api`. `givenAt` (ISO-8601, padrão: agora) e `textVersion` (padrão: a versão ' +
  'atual do texto da finalidade) são opcionais. Uma finalidade tem no máximo um consentimento ativo por titular (409).';

export const privacyMeta = {
  listPatientConsents: restRoute('GET', '/patients/{id}/consents', consentTags, 'Lista os consentimentos da paciente (ativos primeiro)'),
  recordPatientConsent: restRoute('POST', '/patients/{id}/consents', consentTags, 'Registra um consentimento da paciente', {
    description: `${consentBody} O consentimento \`lembretes_whatsapp\` é o que os lembretes pelo WhatsApp consultam.`,
  }),
  listLeadConsents: restRoute('GET', '/leads/{id}/consents', consentTags, 'Lista os consentimentos do lead (ativos primeiro)'),
  recordLeadConsent: restRoute('POST', '/leads/{id}/consents', consentTags, 'Registra um consentimento do lead', { description: consentBody }),
  revokeConsent: restRoute('POST', '/consents/{id}/revoke', consentTags, 'Revoga um consentimento (guardado, com a data e quem revogou)'),
  listRequests: restRoute('GET', '/privacy-requests', requestTags, 'Lista as solicitações do titular (abertas primeiro, pelo prazo)', {
    description: '`open=true`: só as abertas e em andamento.',
  }),
  createRequest: restRoute('POST', '/privacy-requests', requestTags, 'Registra uma solicitação do titular (prazo de 15 dias)', {
    description:
      'Tipos: `confirmacao`, `acesso`, `correcao`, `portabilidade`, `eliminacao`, `revogacao_consentimento`, `compartilhamento`. ' +
      'Titular: `patientId`, `leadId` ou `holderName` (um só). `receivedOn` (aaaa-mm-dd) é o dia do recebimento no fuso da clínica ' +
      '(padrão: hoje); `dueOn` = recebimento + 15 dias (art. 19 II).',
  }),
  updateRequest: restRoute('PUT', '/privacy-requests/{id}', requestTags, 'Atualiza uma solicitação do titular (status, resposta)', {
    description: 'Status `respondida` ou `recusada` exige a resposta (`answer`); quem respondeu e quando ficam registrados.',
  }),
  listIncidents: restRoute('GET', '/incidents', incidentTags, 'Lista os incidentes de segurança (abertos primeiro)'),
  createIncident: restRoute('POST', '/incidents', incidentTags, 'Registra um incidente de segurança (art. 48)', {
    description:
      '`discoveredAt` (ISO-8601); `anpdDueOn` = 3 dias úteis após o dia da descoberta no fuso da clínica (sábados, domingos e ' +
      'feriados nacionais não contam). Risco: `baixo`, `medio`, `alto`.',
  }),
  updateIncident: restRoute('PUT', '/incidents/{id}', incidentTags, 'Atualiza um incidente (medidas, risco, comunicações, status)'),
};
