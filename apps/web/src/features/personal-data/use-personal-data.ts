import { toasting } from '../../lib/toasting';
import { trpc } from '../../lib/trpc';
import { PERSONAL_DATA_SCREEN_TEXT as T } from './personal-data.text';

/** Starts an export (the job builds the ZIP). */
export function useRequestExport() {
  return trpc.personalData.requestExport.useMutation();
}

/** Polls the export every second while it is being built. */
export function useExportStatus(id: number | null) {
  return trpc.personalData.getExport.useQuery(
    { id: id ?? 0 },
    {
      enabled: id !== null,
      refetchInterval: (query) => (query.state.data?.status === 'pending' ? 1_000 : false),
      refetchOnWindowFocus: false,
      staleTime: 0,
    },
  );
}

/** 'Anonimizar' a patient: every patients query is read again (she changed everywhere). */
export function useAnonymizePatient() {
  const utils = trpc.useUtils();
  return trpc.personalData.anonymizePatient.useMutation({ onSuccess: () => utils.patients.invalidate() });
}

export function useAnonymizeLead() {
  const utils = trpc.useUtils();
  return trpc.personalData.anonymizeLead.useMutation({ onSuccess: () => utils.leads.invalidate() });
}

export function useUpdatePersonalDataSettings() {
  const utils = trpc.useUtils();
  return trpc.personalData.updateSettings.useMutation(
    toasting({ success: T.saved, error: T.saveError }, () => utils.personalData.settings.invalidate()),
  );
}
