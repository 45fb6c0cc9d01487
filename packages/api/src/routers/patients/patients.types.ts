import {
  ZDeletePatientInput,
  ZDeletePatientResult,
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

import { ZIdInput } from '../../procedures';
import { resourceRoutes, restRoute } from '../../rest-route';
import { syncParsed } from '../../sync-parsed';

export const ZListPatientsRequest = ZPatientListQuery;
export const ZListPatientsResponse = syncParsed(ZPatientListResult);
export const ZSearchPatientsRequest = ZPatientSearchQuery;
export const ZSearchPatientsResponse = syncParsed(z.array(ZPatientOption));
export const ZCreatePatientRequest = ZPatientInput;
export const ZQuickCreatePatientRequest = ZQuickPatientInput;
export const ZUpdatePatientRequest = ZIdInput.extend(ZPatientUpdate.shape).extend(versionedUpdateFields);
export const ZPatientResponse = ZPatient;
export const ZPatientRelatedDataResponse = syncParsed(ZPatientRelatedData);
export const ZDeletePatientRequest = ZDeletePatientInput;
export const ZDeletePatientResponse = ZDeletePatientResult;

const tags = ['Pacientes'];

/** What the REST document says of the patients' routes beyond their summaries. */
const DESCRIPTIONS = {
  list:
    'Sem `limit` nem `offset`, responde a lista filtrada inteira (um array, como os clientes da especificação esperam). ' +
    'Pacientes arquivados ficam fora da lista; `archived=true` lista só os arquivados. ' +
    'Com `limit` e/ou `offset`, responde uma página `{ total, items }`. Busca por nome, dígitos do telefone ou email, ' +
    'sem diferenciar maiúsculas nem acentos; `dysfunctions` pode se repetir (qualquer uma); o filtro de fim de ' +
    'tratamento considera só pacientes com status Alta, pela data de cadastro.',
  archive:
    'O paciente é mantido, com seus agendamentos, mas sai da lista, da seleção de pacientes e da busca da agenda ' +
    '(`GET /api/patients?archived=true` o mostra). Responde o paciente, com `archivedAt`. Arquivar um paciente já ' +
    'arquivado responde o paciente como está. Cargos: Administrador e Gerente.',
  reactivate:
    'O paciente volta à lista, à seleção de pacientes e à busca da agenda. Responde o paciente, com `archivedAt` nulo. ' +
    'Cargos: Administrador e Gerente.',
  delete:
    'Com agendamentos ou tratamentos responde 409 com as contagens, a menos que `forceCascade=true`: então ' +
    'agendamentos, tratamentos e o paciente são excluídos numa só transação.',
};

export const patientsMeta = {
  ...resourceRoutes('/patients', tags, {
    get: 'Um paciente',
    create: 'Cadastra um paciente',
    update: 'Atualiza um paciente (só os campos enviados mudam)',
  }),
  list: restRoute('GET', '/patients', tags, 'Lista os pacientes (filtros no servidor)', { description: DESCRIPTIONS.list }),
  search: restRoute('GET', '/patients/search', tags, 'Busca pacientes para seleção (nome, telefone, CPF ou email; até 20; nunca arquivados)'),
  quickCreate: restRoute('POST', '/patients/quick', tags, 'Cadastro rápido de paciente (nome, sobrenome, telefone, email, nascimento)'),
  relatedData: restRoute('GET', '/patients/{id}/related-data', tags, 'Agendamentos e tratamentos do paciente (contagens e agendamentos), antes de excluir'),
  archive: restRoute('POST', '/patients/{id}/archive', tags, 'Arquiva um paciente', { description: DESCRIPTIONS.archive }),
  reactivate: restRoute('POST', '/patients/{id}/reactivate', tags, 'Reativa um paciente arquivado', { description: DESCRIPTIONS.reactivate }),
  delete: restRoute('DELETE', '/patients/{id}', tags, 'Exclui um paciente', { description: DESCRIPTIONS.delete }),
};
