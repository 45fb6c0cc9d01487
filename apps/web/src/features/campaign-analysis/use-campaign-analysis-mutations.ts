import { ANALYSIS_TEXT as T } from '@clinic/domain';

import { errorMessage, fieldErrors } from '../../lib/api-errors';
import { notifyError, notifySuccess } from '../../lib/notify';
import { trpc } from '../../lib/trpc';

/** After a change to the dictionary, the dictionary and every analysis are read again. */
function useRefreshAnalysis() {
  const utils = trpc.useUtils();
  return async () => {
    await Promise.all([utils.campaignAnalysis.listKeywords.invalidate(), utils.campaignAnalysis.get.invalidate()]);
  };
}

/** Adds a keyword; `onAdded` clears the draft, `onRefused` shows the field's message. */
export function useAddReportKeyword({ onAdded, onRefused }: { onAdded: () => void; onRefused: (message: string) => void }) {
  const refresh = useRefreshAnalysis();
  return trpc.campaignAnalysis.addKeyword.useMutation({
    onSuccess: async () => {
      notifySuccess(T.keywordAdded);
      onAdded();
      await refresh();
    },
    onError: (e) => {
      const message = fieldErrors(e).keyword ?? errorMessage(e);
      onRefused(message);
      notifyError(T.keywordError, message);
    },
  });
}

export function useRemoveReportKeyword() {
  const refresh = useRefreshAnalysis();
  return trpc.campaignAnalysis.removeKeyword.useMutation({
    onSuccess: async () => {
      notifySuccess(T.keywordRemoved);
      await refresh();
    },
    onError: (e) => notifyError(T.keywordError, errorMessage(e)),
  });
}
