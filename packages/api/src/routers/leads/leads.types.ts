import {
  ZLead,
  ZLeadConversion,
  ZLeadFilter,
  ZLeadIdInput,
  ZLeadImportCheckInput,
  ZLeadImportCheckResult,
  ZLeadImportInput,
  ZLeadImportResult,
  ZLeadInput,
  ZLeadListQuery,
  ZLeadListResult,
  ZLeadSummary,
  ZLeadUpdate,
  ZLeadWhatsappOwner,
  ZLeadWhatsappQuery,
  versionedUpdateFields,
} from '@clinic/domain';
import { z } from 'zod';

import { IDEMPOTENCY_HEADERS, resourceRoutes, restRoute } from '../../rest-route';

/** Path ids arrive as strings over REST: ZId coerces explicitly (docs/STACK-NOTES.md, trap 4). */
export { ZLeadIdInput };

export const ZListLeadsRequest = ZLeadListQuery;
export const ZListLeadsResponse = ZLeadListResult;
export const ZLeadSummaryRequest = ZLeadFilter;
export const ZLeadSummaryResponse = ZLeadSummary;
export const ZCreateLeadRequest = ZLeadInput;
export const ZUpdateLeadRequest = ZLeadIdInput.extend(ZLeadUpdate.shape).extend(versionedUpdateFields);
export const ZLeadResponse = ZLead;
export const ZConvertLeadResponse = ZLeadConversion;
export const ZImportLeadsRequest = ZLeadImportInput;
export const ZImportLeadsResponse = ZLeadImportResult;
export const ZCheckLeadImportRequest = ZLeadImportCheckInput;
export const ZCheckLeadImportResponse = ZLeadImportCheckResult;
export const ZLeadsByWhatsappRequest = ZLeadWhatsappQuery;
export const ZLeadsByWhatsappResponse = z.array(ZLeadWhatsappOwner);

const tags = ['Leads'];
export const leadsMeta = {
  ...resourceRoutes('/leads', tags, {
    get: 'Um lead',
    update: 'Atualiza um lead (só os campos enviados mudam; o status muda por convert/unconvert)',
    delete: 'Exclui um lead',
  }),
  create: restRoute('POST', '/leads', tags, 'Cadastra um lead (status PENDENTE)', {
    description:
      'Aceita o cabeçalho `Idempotency-Key`: repetir a requisição com a mesma chave e o mesmo corpo responde o mesmo lead e não cria outro; ' +
      'a mesma chave com outro corpo responde 409. Duas requisições iguais ao mesmo tempo criam um só lead.',
    requestHeaders: IDEMPOTENCY_HEADERS,
  }),
  list: restRoute('GET', '/leads', tags, 'Lista os leads, mais recentes primeiro (filtros no servidor)', {
    description:
      'Sem `limit` nem `offset`, responde a lista filtrada inteira (um array, como os clientes da especificação esperam). ' +
      'Com `limit` e/ou `offset`, responde uma página `{ total, items, summary }`, e `summary` ' +
      '(`total`, `pending`, `converted`, `conversionRate` com uma casa decimal, 0 sem leads) vale para o mesmo filtro. ' +
      '`search` procura no nome, no WhatsApp (dígitos ou formatado) e na origem, sem diferenciar maiúsculas nem acentos; ' +
      '`startDate` e `endDate` (aaaa-mm-dd, um ou ambos) incluem o dia inteiro.',
  }),
  summary: restRoute('GET', '/leads/summary', tags, 'Resumo dos leads (total, pendentes, convertidos, taxa de conversão) para os mesmos filtros da lista'),
  import: restRoute('POST', '/leads/import', tags, 'Importa leads de uma planilha (até 5.000 linhas, numa só transação)', {
    description:
      'Corpo: `{ rows: [{ name, whatsapp, origin, date }], skipDuplicates?: boolean }`. Cada linha passa pelas regras do ' +
      'formulário depois de normalizada como na pré-visualização: WhatsApp com 10 ou 11 dígitos (com ou sem +55 e pontuação) ' +
      'vira `(xx) xxxxx-xxxx`; a data aceita aaaa-mm-dd, dd/mm/aaaa ou o número de série de data do Excel. Uma linha inválida ' +
      'responde 400 e nada é gravado: a mensagem cita as primeiras linhas (numeradas a partir de 1, na ordem enviada) e ' +
      '`issues` traz cada problema em `rows.{índice}.{campo}`. Com `skipDuplicates` (padrão `true`), linhas cujo WhatsApp ' +
      '(pelos dígitos) já existe num lead ou numa linha anterior não são importadas. Mais de 5.000 linhas: 400; corpo acima ' +
      'de 1 MiB: 413. Os leads entram como PENDENTE e a importação fica registrada uma vez no log, com as contagens. ' +
      'Aceita o cabeçalho `Idempotency-Key` (mesma chave e mesmo corpo: responde o primeiro resultado sem importar de novo; outro corpo: 409).',
    requestHeaders: IDEMPOTENCY_HEADERS,
  }),
  checkImport: restRoute('POST', '/leads/import/check', tags, 'Confere uma importação sem gravar nada (problemas por linha e WhatsApps já cadastrados)', {
    description:
      'Mesmo corpo de `POST /leads/import` (sem `skipDuplicates`). Responde as contagens, só as linhas com problema ' +
      '(`row` a partir de 1, `errors` com campo e mensagem, `duplicate`: `existing` se o WhatsApp já está cadastrado, ' +
      '`file` se repete uma linha anterior) e `existingWhatsapps`.',
  }),
  byWhatsapp: restRoute('GET', '/leads/by-whatsapp', tags, 'Leads que já têm este WhatsApp (o formulário avisa, como a importação)', {
    description:
      '`whatsapp` escrito de qualquer forma (com ou sem +55, só dígitos ou formatado); um número incompleto não encontra nada. ' +
      '`excludeId` deixa de fora o lead em edição. Responde até 5 leads (id, nome, WhatsApp, status, data), os mais antigos primeiro.',
  }),
  convert: restRoute('PATCH', '/leads/{id}/convert', tags, 'Converte o lead em paciente (sem corpo)', {
    description:
      'Numa só transação: cria o paciente (nome = primeira palavra, sobrenome = as demais ou a primeira de novo, ' +
      'telefone = WhatsApp, nascimento e conversão = hoje, solteiro(a), data de origem = data do lead) e marca o lead ' +
      'CONVERTIDO com a data de hoje. Responde `firstName` e `lastName` do paciente, `patientId`, `patientCreated` e o ' +
      'lead. Um lead já convertido responde 409; um lead desconvertido volta a apontar para o mesmo paciente, se ele ' +
      'ainda existir.',
  }),
  unconvert: restRoute('PATCH', '/leads/{id}/unconvert', tags, 'Desconverte o lead (volta a PENDENTE; o paciente criado é mantido; sem corpo)'),
};
