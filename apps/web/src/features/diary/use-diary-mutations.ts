import type { PatientLinkCreated } from '@clinic/domain';

import { errorMessage } from '../../lib/api-errors';
import { notifyError, notifySuccess } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import { DIARY_SCREEN_TEXT as T } from './diary.text';

/*
 * These keep their own options rather than `toasting`, which would await the refresh and always
 * toast: here the refresh is not awaited (the new link shows at once), a paper event reports in
 * its form, and a cancelled questionnaire link shows only in its row.
 */

/** A new diary and its link; `onCreated` closes the dialog and shows the link to send. */
export function useCreateDiary(patientId: number, onCreated: (diaryId: number, link: PatientLinkCreated) => void) {
  const utils = trpc.useUtils();
  return trpc.diary.create.useMutation({
    onSuccess: (answer) => {
      notifySuccess(T.linkTitle);
      void utils.diary.list.invalidate({ id: patientId });
      onCreated(answer.diary.id, answer.link);
    },
    onError: (error) => notifyError(T.newDiary, errorMessage(error)),
  });
}

/** The open diary and the list (its event count, its link's state). */
function useRefreshDiary(id: number) {
  const utils = trpc.useUtils();
  return () => Promise.all([utils.diary.get.invalidate({ id }), utils.diary.list.invalidate()]);
}

/** A paper diary's event typed in; its error shows in the form, which reads `mutateAsync`'s rejection. */
export function useAddDiaryEvent(id: number) {
  const refresh = useRefreshDiary(id);
  return trpc.diary.addEvent.useMutation({ onSuccess: () => void refresh() });
}

/** Cancels the diary's link; `onSettled` closes the confirmation either way. */
export function useRevokeDiaryLink(id: number, onSettled: () => void) {
  const refresh = useRefreshDiary(id);
  return trpc.diary.revoke.useMutation({
    onSuccess: () => {
      notifySuccess(T.revoke);
      void refresh();
    },
    onError: (error) => notifyError(T.revoke, errorMessage(error)),
    onSettled,
  });
}

/** A questionnaire link; `onCreated` shows it to send. */
export function useCreateQuestionnaireLink(patientId: number, onCreated: (link: PatientLinkCreated) => void) {
  const utils = trpc.useUtils();
  return trpc.diary.createQuestionnaireLink.useMutation({
    onSuccess: (link) => {
      onCreated(link);
      notifySuccess(T.q.created);
      void utils.diary.questionnaireLinks.invalidate({ id: patientId });
    },
    onError: (error) => notifyError(T.q.title, errorMessage(error)),
  });
}

/** Cancels a questionnaire link (no success toast: the row's badge changes); `onSettled` closes the confirmation. */
export function useRevokeQuestionnaireLink(patientId: number, onSettled: () => void) {
  const utils = trpc.useUtils();
  return trpc.diary.revokeQuestionnaireLink.useMutation({
    onSuccess: () => void utils.diary.questionnaireLinks.invalidate({ id: patientId }),
    onError: (error) => notifyError(T.revoke, errorMessage(error)),
    onSettled,
  });
}
