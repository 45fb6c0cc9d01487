import {
  ZAnonymizeResult,
  ZExportQuery,
  ZPersonalDataExport,
  ZPersonalDataSettings,
  ZPersonalDataSettingsInput,
  ZProcessingRecord,
} from '@clinic/domain';
import { z } from 'zod';

import { restRoute } from '../../rest-route';

export const ZExportRequest = ZExportQuery;
export const ZExportResponse = ZPersonalDataExport;
export const ZAnonymizeResponse = ZAnonymizeResult;
export const ZProcessingRecordResponse = ZProcessingRecord;
export const ZNoInput = z.object({}).optional();
export const ZSettingsRequest = ZPersonalDataSettingsInput;
export const ZSettingsResponse = ZPersonalDataSettings;

const tags = ['LGPD'];

const DESCRIPTIONS = {
  export:
    'Inicia a exportação de tudo o que o sistema guarda sobre a paciente (um ZIP com dados.json e dados.html), feita em segundo plano. ' +
    'Registrada como acesso ao prontuário (export). Acompanhe em GET /exports/{id}.',
  getExport:
    'Situação da exportação. Com `download=true`, quando pronta, devolve o ZIP em `contentBase64` uma única vez e só a quem a pediu; ' +
    'depois disso, ou passadas 24 horas, responde 409.',
  anonymizePatient:
    'Anonimiza numa única transação (irreversível): nome, CPF, RG, telefone, email, endereço substituídos; cópias em textos livres e no ' +
    'registro de atividades apagadas; contagens mantidas. Paciente com prontuário assinado recebe 409 com a razão legal ' +
    '(guarda por 20 anos, Lei 13.787/2018) e tem o tratamento bloqueado (sai das listas, da agenda e dos lembretes).',
  anonymizeLead: 'Anonimiza um lead nunca convertido (irreversível). Lead convertido: 409, anonimize a paciente.',
  processingRecord: 'Registro das operações de tratamento (LGPD art. 37), gerado do mapa de dados: dados, finalidade, base legal, retenção e quem lê.',
};

export const personalDataMeta = {
  requestExport: restRoute('POST', '/patients/{id}/export', tags, 'Exporta os dados da paciente (ZIP, em segundo plano)', { description: DESCRIPTIONS.export }),
  getExport: restRoute('GET', '/exports/{id}', tags, 'Situação da exportação e, uma vez, o arquivo', { description: DESCRIPTIONS.getExport }),
  anonymizePatient: restRoute('POST', '/patients/{id}/anonymize', tags, 'Anonimiza a paciente (irreversível)', { description: DESCRIPTIONS.anonymizePatient }),
  anonymizeLead: restRoute('POST', '/leads/{id}/anonymize', tags, 'Anonimiza o lead (irreversível)', { description: DESCRIPTIONS.anonymizeLead }),
  settings: restRoute('GET', '/personal-data-settings', tags, 'Prazo para anonimizar leads não convertidos (meses)'),
  updateSettings: restRoute('PUT', '/personal-data-settings', tags, 'Altera o prazo para anonimizar leads não convertidos (1 a 240 meses)'),
  processingRecord: restRoute('GET', '/processing-record', tags, 'Registro das operações de tratamento', { description: DESCRIPTIONS.processingRecord }),
};
