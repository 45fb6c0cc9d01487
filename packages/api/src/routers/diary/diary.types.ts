import { QUESTIONNAIRE_MOMENTS, ZDiarySummary, ZPatientLinkInfo } from '@clinic/domain';
import { z } from 'zod';

import { restRoute } from '../../rest-route';

export { ZAddDiaryEventInput, ZCreateDiaryInput, ZCreateQuestionnaireLinkInput, ZDiaryCreated, ZDiaryDetail, ZDiarySummary } from '@clinic/domain';
export { ZPatientLinkCreated, ZPatientLinkInfo, ZPublicAnswersInput, ZPublicDiaryEventInput, ZPublicLinkView, ZPublicTokenInput } from '@clinic/domain';
export const ZDiaryListResponse = z.array(ZDiarySummary);
export const ZQuestionnaireLinkList = z.array(
  ZPatientLinkInfo.extend({ instrumentId: z.string(), moment: z.enum(QUESTIONNAIRE_MOMENTS), recordEntryId: z.number().nullable() }),
);

const tags = ['Diário miccional e links do paciente'];
const publicTags = ['Páginas da paciente (link)'];

const DESCRIPTIONS = {
  create:
    '`days` de 1 a 3, `startDate` (padrão: hoje), `sleepTime`/`wakeTime` (hh:mm; padrão 23:00 e 07:00, a noite dos valores ' +
    'derivados). Responde o diário e o link da paciente: `url` (/p/{token}, mostrado só agora) e `expiresAt` (o link expira com o diário).',
  get:
    'Eventos em ordem e valores derivados por dia e em média (volume urinado em 24 h, micções por dia, micções noturnas, ' +
    'volume máximo, poliúria noturna > 33 %, perdas, absorventes, ingestão). Registrada como acesso ao prontuário.',
  revoke: 'Cancela o link do diário: a paciente não consegue mais ver nem registrar. O diário e seus eventos continuam no prontuário.',
  questionnaire:
    '`instrumentId` (um instrumento que a paciente responde), `moment` antes_avaliacao | sessao | alta, `appointmentId` opcional. ' +
    'As respostas entram no prontuário como rascunho de quem enviou o link, pontuadas no servidor, para revisão e assinatura.',
  publicView:
    'Sem login: o token do link é a única credencial e vale só para este caminho. Mostra o primeiro nome da paciente e o diário ' +
    '(ou o questionário). Link expirado ou cancelado: só o estado e a mensagem. Limite de requisições por token e por endereço (429).',
};

export const diaryMeta = {
  list: restRoute('GET', '/patients/{id}/diaries', tags, 'Diários miccionais do paciente (mais recentes primeiro)'),
  create: restRoute('POST', '/patients/{id}/diaries', tags, 'Cria um diário miccional e o link da paciente', { description: DESCRIPTIONS.create }),
  get: restRoute('GET', '/diaries/{id}', tags, 'Um diário: eventos e valores derivados', { description: DESCRIPTIONS.get }),
  addEvent: restRoute('POST', '/diaries/{id}/events', tags, 'Registra um evento (diário em papel digitado pela clínica)'),
  revoke: restRoute('DELETE', '/diaries/{id}', tags, 'Cancela o link do diário', { description: DESCRIPTIONS.revoke }),
  questionnaireLinks: restRoute('GET', '/patients/{id}/questionnaire-links', tags, 'Links de questionário do paciente'),
  createQuestionnaireLink: restRoute('POST', '/patients/{id}/questionnaire-links', tags, 'Cria um link de questionário para a paciente', {
    description: DESCRIPTIONS.questionnaire,
  }),
  revokeQuestionnaireLink: restRoute('DELETE', '/questionnaire-links/{id}', tags, 'Cancela um link de questionário'),
  publicView: restRoute('GET', '/public/{token}', publicTags, 'A página da paciente', { description: DESCRIPTIONS.publicView, protect: false }),
  publicAddEvent: restRoute('POST', '/public/{token}/diary-events', publicTags, 'A paciente registra um evento do diário', { protect: false }),
  publicAnswers: restRoute('POST', '/public/{token}/answers', publicTags, 'A paciente envia as respostas do questionário', { protect: false }),
};
