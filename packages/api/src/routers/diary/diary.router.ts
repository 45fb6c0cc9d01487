import { router } from '../../trpc';
import {
  addDiaryEventProcedure,
  createDiaryProcedure,
  createQuestionnaireLinkProcedure,
  getDiaryProcedure,
  listDiariesProcedure,
  listQuestionnaireLinksProcedure,
  publicAddEventProcedure,
  publicAnswersProcedure,
  publicViewProcedure,
  revokeDiaryProcedure,
  revokeQuestionnaireLinkProcedure,
} from './diary.procedures';

export const diaryRouter = router({
  list: listDiariesProcedure,
  create: createDiaryProcedure,
  get: getDiaryProcedure,
  addEvent: addDiaryEventProcedure,
  revoke: revokeDiaryProcedure,
  questionnaireLinks: listQuestionnaireLinksProcedure,
  createQuestionnaireLink: createQuestionnaireLinkProcedure,
  revokeQuestionnaireLink: revokeQuestionnaireLinkProcedure,
  publicView: publicViewProcedure,
  publicAddEvent: publicAddEventProcedure,
  publicAnswers: publicAnswersProcedure,
});
