import { toasting } from '../../lib/toasting';
import { trpc } from '../../lib/trpc';
import { PRIVACY_SCREEN_TEXT as T } from './privacy.text';

/** The consents lists (a patient's, a lead's) and the patient (her WhatsApp consent shows in 'Dados'). */
function useRefreshConsents() {
  const utils = trpc.useUtils();
  return () =>
    Promise.all([utils.privacy.listPatientConsents.invalidate(), utils.privacy.listLeadConsents.invalidate(), utils.patients.get.invalidate()]);
}

export function useRecordPatientConsent() {
  const refresh = useRefreshConsents();
  return trpc.privacy.recordPatientConsent.useMutation(toasting({ success: T.recorded, error: T.saveError }, refresh));
}

export function useRecordLeadConsent() {
  const refresh = useRefreshConsents();
  return trpc.privacy.recordLeadConsent.useMutation(toasting({ success: T.recorded, error: T.saveError }, refresh));
}

export function useRevokeConsent() {
  const refresh = useRefreshConsents();
  return trpc.privacy.revokeConsent.useMutation(toasting({ success: T.revokedToast, error: T.saveError }, refresh));
}

export function useCreatePrivacyRequest() {
  const utils = trpc.useUtils();
  return trpc.privacy.createRequest.useMutation(toasting({ success: T.requestCreated, error: T.saveError }, () => utils.privacy.listRequests.invalidate()));
}

export function useUpdatePrivacyRequest() {
  const utils = trpc.useUtils();
  return trpc.privacy.updateRequest.useMutation(toasting({ success: T.requestUpdated, error: T.saveError }, () => utils.privacy.listRequests.invalidate()));
}

export function useCreateIncident() {
  const utils = trpc.useUtils();
  return trpc.privacy.createIncident.useMutation(toasting({ success: T.incidentCreated, error: T.saveError }, () => utils.privacy.listIncidents.invalidate()));
}

export function useUpdateIncident() {
  const utils = trpc.useUtils();
  return trpc.privacy.updateIncident.useMutation(toasting({ success: T.incidentUpdated, error: T.saveError }, () => utils.privacy.listIncidents.invalidate()));
}
