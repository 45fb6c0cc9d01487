import {
  ZCreateAddendumInput,
  ZCreateRecordEntryInput,
  ZPatientRecordQuery,
  ZRecordAccess,
  ZRecordEntry,
  ZRecordEntryIdInput,
  ZRecordPending,
  ZRecordPrint,
  ZRecordPrintQuery,
  ZRecordTemplate,
  ZUpdateRecordEntryInput,
  instrumentById,
} from '@clinic/domain';
import { z } from 'zod';

import { resourceRoutes, restRoute } from '../../rest-route';

export const ZListPatientRecordRequest = ZPatientRecordQuery;
export const ZListPatientRecordResponse = z.array(ZRecordEntry);
/**
 * An instrument entry's answers must score (messages naming the item under `content.answers`); a
 * licensed instrument is checked by the service once it knows the licence (a disabled one is
 * refused first). The server scores it again whatever the client sent.
 */
export const ZCreateRecordEntryRequest = ZCreateRecordEntryInput.superRefine((input, ctx) => {
  const instrument = instrumentById(input.kind);
  if (!instrument || instrument.licensed) return;
  const result = instrument.score(input.content.answers);
  if (result.ok) return;
  for (const error of result.errors) {
    const path = error.itemId === undefined ? ['content', 'answers'] : ['content', 'answers', error.itemId];
    ctx.addIssue({ code: 'custom', path, message: error.message });
  }
});
export const ZRecordEntryIdRequest = ZRecordEntryIdInput;
export const ZUpdateRecordEntryRequest = ZUpdateRecordEntryInput;
export const ZRecordEntryResponse = ZRecordEntry;
export const ZDeleteRecordEntryResponse = z.object({ success: z.literal(true) });
export const ZCreateAddendumRequest = ZCreateAddendumInput;
export const ZRecordAccessLogRequest = z.object({ id: ZRecordEntryIdInput.shape.id });
export const ZRecordAccessLogResponse = z.array(ZRecordAccess);
export const ZPrintRecordRequest = ZRecordPrintQuery;
export const ZPrintRecordResponse = ZRecordPrint;
export const ZRecordTemplatesResponse = z.array(ZRecordTemplate);
export const ZRecordPendingResponse = ZRecordPending;
export const ZNoInput = z.object({}).optional();

const tags = ['Prontuário'];

/** What the REST document says of the record's routes beyond their summaries. */
const DESCRIPTIONS = {
  list:
    'Avaliações, evoluções e adendos (cada adendo com `parentId`). Para cargos que não podem ler o conteúdo clínico, ' +
    '`content` vem null (só a existência e a data). Cada leitura com conteúdo registra um acesso.',
  create:
    '`kind` avaliacao (templateId pelvic-assessment) ou evolucao (templateId evolution), `appointmentId` opcional, ' +
    '`content` = { answers: { [idDaPergunta]: resposta } } conferido com o modelo (GET /record-templates).',
  print: 'Clínica, identificação do paciente e cada registro com autor, CREFITO, data da assinatura e hash. Registrada como acesso (print).',
  pending: 'Seus agendamentos dos últimos 30 dias já passados sem evolução assinada, e seus rascunhos com mais de 24 horas.',
  sign:
    'Registra autor, CREFITO, hora do servidor e SHA-256 do conteúdo; depois disso o registro nunca muda. ' +
    'Uma evolução (ou a avaliação da primeira consulta) ligada a um agendamento marca o agendamento como realizado.',
  addAddendum: 'O adendo é um registro próprio, assinado na criação por quem o escreve (com o CREFITO dela).',
};

export const clinicalRecordMeta = {
  list: restRoute('GET', '/patients/{id}/record', tags, 'Registros do prontuário do paciente (mais recentes primeiro)', { description: DESCRIPTIONS.list }),
  create: restRoute('POST', '/patients/{id}/record', tags, 'Cria um rascunho (avaliação ou evolução)', { description: DESCRIPTIONS.create }),
  print: restRoute('GET', '/patients/{id}/record/print', tags, 'Impressão do prontuário (inteiro ou de um registro com `entryId`)', { description: DESCRIPTIONS.print }),
  accessLog: restRoute('GET', '/patients/{id}/record-access-log', tags, 'Acessos ao prontuário (a própria leitura é registrada)'),
  pending: restRoute('GET', '/record-pending', tags, 'Evoluções pendentes de quem está conectado', { description: DESCRIPTIONS.pending }),
  templates: restRoute('GET', '/record-templates', tags, 'Modelos do prontuário com suas seções e perguntas (todas as versões)'),
  ...resourceRoutes('/record-entries', tags, {
    get: 'Um registro do prontuário, com conteúdo (registra um acesso)',
    update: 'Altera um rascunho (só quem o escreveu; assinado responde 409)',
    delete: 'Exclui um rascunho (só quem o escreveu; assinado responde 409)',
  }),
  sign: restRoute('POST', '/record-entries/{id}/sign', tags, 'Assina um rascunho (exige CREFITO no perfil)', { description: DESCRIPTIONS.sign }),
  addAddendum: restRoute('POST', '/record-entries/{id}/addenda', tags, 'Registra um adendo a um registro assinado (`reason`, `content`)', { description: DESCRIPTIONS.addAddendum }),
};
