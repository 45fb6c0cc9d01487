/** The diary's and the patient links' procedures (issue #26, items 2 and 3); the public ones use only the token. */
import { actorOf } from '../../context';
import { ZIdInput } from '../../procedures';
import { addClinicDiaryEvent, createDiary, getDiary, listPatientDiaries, revokeDiaryLink } from '../../services/diary/diary.service';
import { addPublicDiaryEvent, submitPublicAnswers, viewPublicLink } from '../../services/diary/public-links.service';
import {
  createQuestionnaireLink,
  listQuestionnaireLinks,
  questionnaireRegistry,
  revokeQuestionnaireLink,
} from '../../services/diary/questionnaire-links';
import { permittedProcedure, publicProcedure } from '../../trpc';
import {
  ZAddDiaryEventInput,
  ZCreateDiaryInput,
  ZCreateQuestionnaireLinkInput,
  ZDiaryCreated,
  ZDiaryDetail,
  ZDiaryListResponse,
  ZDiarySummary,
  ZPatientLinkCreated,
  ZPatientLinkInfo,
  ZPublicAnswersInput,
  ZPublicDiaryEventInput,
  ZPublicLinkView,
  ZPublicTokenInput,
  ZQuestionnaireLinkList,
  diaryMeta,
} from './diary.types';

const read = permittedProcedure('clinicalRecord:read');
const write = permittedProcedure('clinicalRecord:write');

export const listDiariesProcedure = read
  .meta(diaryMeta.list)
  .input(ZIdInput)
  .output(ZDiaryListResponse)
  .query(({ ctx, input }) => listPatientDiaries(ctx.db, input.id, ctx.now()));

export const createDiaryProcedure = write
  .meta(diaryMeta.create)
  .input(ZCreateDiaryInput)
  .output(ZDiaryCreated)
  .mutation(({ ctx, input }) => createDiary(ctx.db, actorOf(ctx), input, ctx.now()));

export const getDiaryProcedure = read
  .meta(diaryMeta.get)
  .input(ZIdInput)
  .output(ZDiaryDetail)
  .query(({ ctx, input }) => getDiary(ctx.db, { actor: actorOf(ctx), requestId: ctx.requestId }, input.id, ctx.now()));

export const addDiaryEventProcedure = write
  .meta(diaryMeta.addEvent)
  .input(ZAddDiaryEventInput)
  .output(ZDiaryDetail)
  .mutation(({ ctx, input }) => addClinicDiaryEvent(ctx.db, actorOf(ctx), input.id, input.event, ctx.now()));

export const revokeDiaryProcedure = write
  .meta(diaryMeta.revoke)
  .input(ZIdInput)
  .output(ZDiarySummary)
  .mutation(({ ctx, input }) => revokeDiaryLink(ctx.db, actorOf(ctx), input.id, ctx.now()));

export const listQuestionnaireLinksProcedure = read
  .meta(diaryMeta.questionnaireLinks)
  .input(ZIdInput)
  .output(ZQuestionnaireLinkList)
  .query(({ ctx, input }) => listQuestionnaireLinks(ctx.db, input.id, ctx.now()));

export const createQuestionnaireLinkProcedure = write
  .meta(diaryMeta.createQuestionnaireLink)
  .input(ZCreateQuestionnaireLinkInput)
  .output(ZPatientLinkCreated)
  .mutation(({ ctx, input }) => createQuestionnaireLink(ctx.db, actorOf(ctx), questionnaireRegistry(), input, ctx.now()));

export const revokeQuestionnaireLinkProcedure = write
  .meta(diaryMeta.revokeQuestionnaireLink)
  .input(ZIdInput)
  .output(ZPatientLinkInfo)
  .mutation(({ ctx, input }) => revokeQuestionnaireLink(ctx.db, actorOf(ctx), input.id, ctx.now()));

const caller = (ctx: { ipAddress: string | null; userAgent: string | null }) => ({ ipAddress: ctx.ipAddress, userAgent: ctx.userAgent });

export const publicViewProcedure = publicProcedure
  .meta(diaryMeta.publicView)
  .input(ZPublicTokenInput)
  .output(ZPublicLinkView)
  .query(({ ctx, input }) => viewPublicLink(ctx.db, input.token, caller(ctx), questionnaireRegistry(), ctx.now()));

export const publicAddEventProcedure = publicProcedure
  .meta(diaryMeta.publicAddEvent)
  .input(ZPublicDiaryEventInput)
  .output(ZPublicLinkView)
  .mutation(({ ctx, input }) => addPublicDiaryEvent(ctx.db, input.token, caller(ctx), input.event, questionnaireRegistry(), ctx.now()));

export const publicAnswersProcedure = publicProcedure
  .meta(diaryMeta.publicAnswers)
  .input(ZPublicAnswersInput)
  .output(ZPublicLinkView)
  .mutation(({ ctx, input }) => submitPublicAnswers(ctx.db, input.token, caller(ctx), input.answers, questionnaireRegistry(), ctx.now()));
