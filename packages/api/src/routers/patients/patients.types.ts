import {
  ZDeletePatientInput,
  ZDeletePatientResult,
  ZId,
  ZPatient,
  ZPatientInput,
  ZPatientListQuery,
  ZPatientListResult,
  ZPatientOption,
  ZPatientRelatedData,
  ZPatientSearchQuery,
  ZPatientUpdate,
  versionedUpdateFields,
  ZQuickPatientInput,
} from '@clinic/domain';
import { z } from 'zod';

import { syncParsed } from '../../sync-parsed';

/** Path ids arrive as strings over REST: coerce explicitly (docs/STACK-NOTES.md, trap 4). */
export const ZPatientIdInput = z.object({ id: ZId });

export const ZListPatientsRequest = ZPatientListQuery;
export const ZListPatientsResponse = syncParsed(ZPatientListResult);
export const ZSearchPatientsRequest = ZPatientSearchQuery;
export const ZSearchPatientsResponse = syncParsed(z.array(ZPatientOption));
export const ZCreatePatientRequest = ZPatientInput;
export const ZQuickCreatePatientRequest = ZQuickPatientInput;
export const ZUpdatePatientRequest = ZPatientIdInput.extend(ZPatientUpdate.shape).extend(versionedUpdateFields);
export const ZPatientResponse = ZPatient;
export const ZPatientRelatedDataResponse = syncParsed(ZPatientRelatedData);
export const ZDeletePatientRequest = ZDeletePatientInput;
export const ZDeletePatientResponse = ZDeletePatientResult;

const tags = ['Pacientes'];
export const patientsMeta = {
  list: {
    openapi: {
      method: 'GET',
      path: '/patients',
      tags,
      summary: 'Lista os pacientes (filtros no servidor)',
      description:
        'Sem `limit` nem `offset`, responde a lista filtrada inteira (um array, como os clientes da especificação esperam). ' +
        'Com `limit` e/ou `offset`, responde uma página `{ total, items }`. Busca por nome, dígitos do telefone ou email, ' +
        'sem diferenciar maiúsculas nem acentos; `dysfunctions` pode se repetir (qualquer uma); o filtro de fim de ' +
        'tratamento considera só pacientes com status Alta, pela data de cadastro.',
      protect: true,
    },
  },
  search: {
    openapi: {
      method: 'GET',
      path: '/patients/search',
      tags,
      summary: 'Busca pacientes para seleção (nome, telefone, CPF ou email; até 20)',
      protect: true,
    },
  },
  quickCreate: {
    openapi: {
      method: 'POST',
      path: '/patients/quick',
      tags,
      summary: 'Cadastro rápido de paciente (nome, sobrenome, telefone, email, nascimento)',
      protect: true,
    },
  },
  get: { openapi: { method: 'GET', path: '/patients/{id}', tags, summary: 'Um paciente', protect: true } },
  relatedData: {
    openapi: {
      method: 'GET',
      path: '/patients/{id}/related-data',
      tags,
      summary: 'Agendamentos e tratamentos do paciente (contagens e agendamentos), antes de excluir',
      protect: true,
    },
  },
  create: { openapi: { method: 'POST', path: '/patients', tags, summary: 'Cadastra um paciente', protect: true } },
  update: {
    openapi: {
      method: 'PUT',
      path: '/patients/{id}',
      tags,
      summary: 'Atualiza um paciente (só os campos enviados mudam)',
      protect: true,
    },
  },
  delete: {
    openapi: {
      method: 'DELETE',
      path: '/patients/{id}',
      tags,
      summary: 'Exclui um paciente',
      description:
        'Com agendamentos ou tratamentos responde 409 com as contagens, a menos que `forceCascade=true`: então ' +
        'agendamentos, tratamentos e o paciente são excluídos numa só transação.',
      protect: true,
    },
  },
} as const;
