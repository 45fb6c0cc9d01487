import { router } from '../../trpc';
import {
  listLeadConsentsProcedure,
  listPatientConsentsProcedure,
  recordLeadConsentProcedure,
  recordPatientConsentProcedure,
  revokeConsentProcedure,
} from './consents.procedures';
import {
  createIncidentProcedure,
  createRequestProcedure,
  listIncidentsProcedure,
  listRequestsProcedure,
  updateIncidentProcedure,
  updateRequestProcedure,
} from './requests.procedures';

/**
 * LGPD (#27): consents (recorded by the roles that register patients and leads), the holders'
 * requests and the incident register (the admin, as 'encarregado').
 */
export const privacyRouter = router({
  listPatientConsents: listPatientConsentsProcedure,
  recordPatientConsent: recordPatientConsentProcedure,
  listLeadConsents: listLeadConsentsProcedure,
  recordLeadConsent: recordLeadConsentProcedure,
  revokeConsent: revokeConsentProcedure,
  listRequests: listRequestsProcedure,
  createRequest: createRequestProcedure,
  updateRequest: updateRequestProcedure,
  listIncidents: listIncidentsProcedure,
  createIncident: createIncidentProcedure,
  updateIncident: updateIncidentProcedure,
});
