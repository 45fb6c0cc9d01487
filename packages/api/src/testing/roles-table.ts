/**
 * The Roles table as tests read it, written independently of the code it checks:
 * - `CONTRACT_ROLES_TABLE` is the Roles table of docs/CONTRACT.md, copied as text;
 * - `PROCEDURE_ROWS` says, procedure by procedure, which row of that table (or 'public' /
 *   'signedIn') governs it.
 * The roles-table tests compare both with what the procedures declare (`meta.access`) and with
 * what the server answers when each role calls each operation. A new procedure fails them until
 * it is listed here.
 */
import { ROLES, type Role, ZRole } from '@clinic/domain';
import { z } from 'zod';

export const CONTRACT_ROLES_TABLE = `
| what | admin | manager | recepcionista | physiotherapist | financeiro | lider |
| --- | --- | --- | --- | --- | --- | --- |
| dashboard, agenda and patients: see | ✓ | ✓ | ✓ | ✓ | ✓ | ✓ |
| appointments and blocks: create, edit, cancel, complete | ✓ | ✓ | ✓ | ✓ | – | – |
| patients: create, edit | ✓ | ✓ | ✓ | ✓ | – | – |
| patients: delete ('Excluir Tudo') | ✓ | ✓ | – | – | – | – |
| patients: archive, reactivate | ✓ | ✓ | – | – | – | – |
| leads: see, create, edit, convert, unconvert, export, import | ✓ | ✓ | ✓ | – | – | ✓ |
| leads: delete | ✓ | ✓ | – | – | – | ✓ |
| rooms: manage | ✓ | ✓ | – | – | – | – |
| services: manage | ✓ | ✓ | – | – | ✓ | – |
| users | ✓ | ✓ (never admins) | – | – | – | – |
| system logs: see | ✓ | ✓ | – | – | – | – |
| ad accounts, report requests, analyses, saved reports | ✓ | ✓ | – | – | ✓ | ✓ |
| API tokens | ✓ | – | – | – | – | – |
| clinical record (assessments, evolutions, instruments, diaries): read content | ✓ | ✓ | – | ✓ | – | – |
| clinical record: write, sign, addendum (own entries; a CREFITO on the user's profile is required to sign) | ✓ | ✓ | – | ✓ | – | – |
| clinical record: that an entry exists and its date (no content) | ✓ | ✓ | ✓ | ✓ | ✓ | ✓ |
| record access log ('Acessos ao prontuário') | ✓ | – | – | – | – | – |
| attendance: check-in, faltou, outcome, confirmations screen, waitlist | ✓ | ✓ | ✓ | ✓ | – | – |
| WhatsApp and Meta settings (tokens, templates, policy hours) | ✓ | ✓ | – | – | – | – |
| no-show and outcomes reports | ✓ | ✓ | – | ✓ | ✓ | ✓ |
| packages: sell; payments: record; renewals | ✓ | ✓ | ✓ | – | ✓ | – |
| payments: estorno; daily report; production per physiotherapist | ✓ | ✓ | – | – | ✓ | – |
| lead pipeline board, interactions, follow-ups | ✓ | ✓ | ✓ | – | – | ✓ |
| funnel report | ✓ | ✓ | – | – | ✓ | ✓ |
| LGPD: consents record | ✓ | ✓ | ✓ | ✓ | – | ✓ |
| LGPD: data export, anonymisation, requests, incidents, processing record | ✓ | – | – | – | – | – |
`;

/** Row label → the roles with a ✓ in it ('✓ (never admins)' counts as allowed; the nuance is tested apart). */
export function parseRolesTable(markdown = CONTRACT_ROLES_TABLE): Map<string, Set<Role>> {
  const lines = markdown.trim().split('\n').map((line) => line.split('|').slice(1, -1).map((cell) => cell.trim()));
  const [header, , ...rows] = lines;
  const columns = z.array(ZRole).length(ROLES.length).safeParse(header!.slice(1));
  if (!columns.success) throw new Error(`the table's columns are not the roles: ${header!.slice(1).join(', ')}`);
  const roles = columns.data;
  return new Map(rows.map(([label, ...cells]) => [label!, new Set(roles.filter((_, i) => cells[i]!.startsWith('✓')))]));
}

type Governing = 'public' | 'signedIn' | string;

/** Which row of the table governs each procedure (tRPC path). */
export const PROCEDURE_ROWS: Record<string, Governing> = {
  'auth.login': 'public',
  'auth.register': 'public',
  'auth.session': 'public',
  'health.check': 'public',
  'auth.logout': 'signedIn',
  'auth.me': 'signedIn',
  // "Everyone signed in may read rooms, services and the physiotherapist list and may add a line
  // to the activity log in their own name."
  'rooms.list': 'signedIn',
  'services.list': 'signedIn',
  'users.options': 'signedIn',
  'systemLogs.create': 'signedIn',

  'dashboard.stats': 'dashboard, agenda and patients: see',
  'dashboard.upcoming': 'dashboard, agenda and patients: see',
  'appointments.list': 'dashboard, agenda and patients: see',
  'appointments.get': 'dashboard, agenda and patients: see',
  'appointments.listOfPatient': 'dashboard, agenda and patients: see',
  'appointments.checkConflict': 'dashboard, agenda and patients: see',
  'appointments.checkPhysiotherapistConflict': 'dashboard, agenda and patients: see',
  'appointments.checkPatientConflict': 'dashboard, agenda and patients: see',
  'patients.list': 'dashboard, agenda and patients: see',
  'patients.search': 'dashboard, agenda and patients: see',
  'patients.get': 'dashboard, agenda and patients: see',
  'patients.relatedData': 'dashboard, agenda and patients: see',

  'appointments.create': 'appointments and blocks: create, edit, cancel, complete',
  'appointments.createBatch': 'appointments and blocks: create, edit, cancel, complete',
  'appointments.update': 'appointments and blocks: create, edit, cancel, complete',
  'appointments.cancel': 'appointments and blocks: create, edit, cancel, complete',
  'appointments.setAttendance': 'attendance: check-in, faltou, outcome, confirmations screen, waitlist',
  'attendance.unrecorded': 'attendance: check-in, faltou, outcome, confirmations screen, waitlist',
  'attendance.policy': 'attendance: check-in, faltou, outcome, confirmations screen, waitlist',
  'attendance.patientNoShows': 'dashboard, agenda and patients: see',
  'attendance.report': 'no-show and outcomes reports',

  'patients.create': 'patients: create, edit',
  'patients.quickCreate': 'patients: create, edit',
  'patients.update': 'patients: create, edit',
  'patients.delete': "patients: delete ('Excluir Tudo')",
  'patients.archive': 'patients: archive, reactivate',
  'patients.reactivate': 'patients: archive, reactivate',

  'leads.list': 'leads: see, create, edit, convert, unconvert, export, import',
  'leads.summary': 'leads: see, create, edit, convert, unconvert, export, import',
  'leads.get': 'leads: see, create, edit, convert, unconvert, export, import',
  'leads.create': 'leads: see, create, edit, convert, unconvert, export, import',
  'leads.update': 'leads: see, create, edit, convert, unconvert, export, import',
  'leads.convert': 'leads: see, create, edit, convert, unconvert, export, import',
  'leads.unconvert': 'leads: see, create, edit, convert, unconvert, export, import',
  'leads.import': 'leads: see, create, edit, convert, unconvert, export, import',
  'leads.checkImport': 'leads: see, create, edit, convert, unconvert, export, import',
  'leads.byWhatsapp': 'leads: see, create, edit, convert, unconvert, export, import',
  'leads.delete': 'leads: delete',
  'leads.followUps': 'lead pipeline board, interactions, follow-ups',
  'leads.moveStage': 'lead pipeline board, interactions, follow-ups',
  'leads.interactions': 'lead pipeline board, interactions, follow-ups',
  'leads.addInteraction': 'lead pipeline board, interactions, follow-ups',
  'leads.setNextContact': 'lead pipeline board, interactions, follow-ups',
  'funnel.get': 'funnel report',

  'rooms.create': 'rooms: manage',
  'rooms.update': 'rooms: manage',
  'rooms.futureAppointments': 'rooms: manage',
  'rooms.delete': 'rooms: manage',

  'services.create': 'services: manage',
  'services.update': 'services: manage',
  'services.delete': 'services: manage',

  'users.list': 'users',
  'users.create': 'users',
  'users.update': 'users',
  'users.resetPassword': 'users',
  'users.liftSignInLock': 'users',

  'systemLogs.list': 'system logs: see',

  'adAccounts.list': 'ad accounts, report requests, analyses, saved reports',
  'adAccounts.get': 'ad accounts, report requests, analyses, saved reports',
  'adAccounts.create': 'ad accounts, report requests, analyses, saved reports',
  'adAccounts.update': 'ad accounts, report requests, analyses, saved reports',
  'adAccounts.deactivate': 'ad accounts, report requests, analyses, saved reports',
  'reportRequests.list': 'ad accounts, report requests, analyses, saved reports',
  'reportRequests.get': 'ad accounts, report requests, analyses, saved reports',
  'reportRequests.create': 'ad accounts, report requests, analyses, saved reports',
  'reportRequests.pushResult': 'ad accounts, report requests, analyses, saved reports',
  'campaignAnalysis.get': 'ad accounts, report requests, analyses, saved reports',
  'campaignAnalysis.listKeywords': 'ad accounts, report requests, analyses, saved reports',
  'campaignAnalysis.addKeyword': 'ad accounts, report requests, analyses, saved reports',
  'campaignAnalysis.removeKeyword': 'ad accounts, report requests, analyses, saved reports',
  'consolidatedReports.startAnalysis': 'ad accounts, report requests, analyses, saved reports',
  'consolidatedReports.getAnalysis': 'ad accounts, report requests, analyses, saved reports',
  'consolidatedReports.list': 'ad accounts, report requests, analyses, saved reports',
  'consolidatedReports.get': 'ad accounts, report requests, analyses, saved reports',
  'consolidatedReports.save': 'ad accounts, report requests, analyses, saved reports',
  'consolidatedReports.delete': 'ad accounts, report requests, analyses, saved reports',

  'clinicalRecord.templates': 'clinical record: that an entry exists and its date (no content)',
  'clinicalRecord.list': 'clinical record: that an entry exists and its date (no content)',
  'clinicalRecord.get': 'clinical record (assessments, evolutions, instruments, diaries): read content',
  'clinicalRecord.print': 'clinical record (assessments, evolutions, instruments, diaries): read content',
  'clinicalRecord.create': "clinical record: write, sign, addendum (own entries; a CREFITO on the user's profile is required to sign)",
  'clinicalRecord.update': "clinical record: write, sign, addendum (own entries; a CREFITO on the user's profile is required to sign)",
  'clinicalRecord.delete': "clinical record: write, sign, addendum (own entries; a CREFITO on the user's profile is required to sign)",
  'clinicalRecord.sign': "clinical record: write, sign, addendum (own entries; a CREFITO on the user's profile is required to sign)",
  'clinicalRecord.addAddendum': "clinical record: write, sign, addendum (own entries; a CREFITO on the user's profile is required to sign)",
  'clinicalRecord.pending': "clinical record: write, sign, addendum (own entries; a CREFITO on the user's profile is required to sign)",
  'confirmations.list': 'attendance: check-in, faltou, outcome, confirmations screen, waitlist',
  'confirmations.counts': 'dashboard, agenda and patients: see',
  'confirmations.confirm': 'attendance: check-in, faltou, outcome, confirmations screen, waitlist',
  'confirmations.markHandled': 'attendance: check-in, faltou, outcome, confirmations screen, waitlist',
  'whatsapp.getSettings': 'WhatsApp and Meta settings (tokens, templates, policy hours)',
  'whatsapp.updateSettings': 'WhatsApp and Meta settings (tokens, templates, policy hours)',
  'whatsapp.setConsent': 'patients: create, edit',
  'diary.list': 'clinical record (assessments, evolutions, instruments, diaries): read content',
  'diary.get': 'clinical record (assessments, evolutions, instruments, diaries): read content',
  'diary.questionnaireLinks': 'clinical record (assessments, evolutions, instruments, diaries): read content',
  'diary.create': "clinical record: write, sign, addendum (own entries; a CREFITO on the user's profile is required to sign)",
  'diary.addEvent': "clinical record: write, sign, addendum (own entries; a CREFITO on the user's profile is required to sign)",
  'diary.revoke': "clinical record: write, sign, addendum (own entries; a CREFITO on the user's profile is required to sign)",
  'diary.createQuestionnaireLink': "clinical record: write, sign, addendum (own entries; a CREFITO on the user's profile is required to sign)",
  'diary.revokeQuestionnaireLink': "clinical record: write, sign, addendum (own entries; a CREFITO on the user's profile is required to sign)",
  'diary.publicView': 'public',
  'diary.publicAddEvent': 'public',
  'diary.publicAnswers': 'public',
  'leadAds.getSettings': 'WhatsApp and Meta settings (tokens, templates, policy hours)',
  'leadAds.updateSettings': 'WhatsApp and Meta settings (tokens, templates, policy hours)',
  'leadAds.backfill': 'WhatsApp and Meta settings (tokens, templates, policy hours)',
  'leadAds.listFailures': 'leads: see, create, edit, convert, unconvert, export, import',
  'leadAds.retryFailure': 'leads: see, create, edit, convert, unconvert, export, import',
  'clinicalRecord.accessLog': "record access log ('Acessos ao prontuário')",
  'instruments.list': 'clinical record (assessments, evolutions, instruments, diaries): read content',
  'instruments.enable': "record access log ('Acessos ao prontuário')",
  'instruments.disable': "record access log ('Acessos ao prontuário')",
  'instruments.patientOutcomes': 'clinical record (assessments, evolutions, instruments, diaries): read content',
  'instruments.report': 'no-show and outcomes reports',
  'personalData.processingRecord': 'LGPD: data export, anonymisation, requests, incidents, processing record',
  'personalData.requestExport': 'LGPD: data export, anonymisation, requests, incidents, processing record',
  'personalData.getExport': 'LGPD: data export, anonymisation, requests, incidents, processing record',
  'personalData.anonymizePatient': 'LGPD: data export, anonymisation, requests, incidents, processing record',
  'personalData.anonymizeLead': 'LGPD: data export, anonymisation, requests, incidents, processing record',
  'personalData.settings': 'LGPD: data export, anonymisation, requests, incidents, processing record',
  'personalData.updateSettings': 'LGPD: data export, anonymisation, requests, incidents, processing record',

  'apiTokens.list': 'API tokens',
  'apiTokens.create': 'API tokens',
  'apiTokens.revoke': 'API tokens',

  'waitlist.list': 'attendance: check-in, faltou, outcome, confirmations screen, waitlist',
  'waitlist.freedSlots': 'attendance: check-in, faltou, outcome, confirmations screen, waitlist',
  'waitlist.create': 'attendance: check-in, faltou, outcome, confirmations screen, waitlist',
  'waitlist.update': 'attendance: check-in, faltou, outcome, confirmations screen, waitlist',
  'waitlist.delete': 'attendance: check-in, faltou, outcome, confirmations screen, waitlist',
  'waitlist.offer': 'attendance: check-in, faltou, outcome, confirmations screen, waitlist',
  'waitlist.acceptOffer': 'attendance: check-in, faltou, outcome, confirmations screen, waitlist',
  'waitlist.declineOffer': 'attendance: check-in, faltou, outcome, confirmations screen, waitlist',
  'packages.listOfPatient': 'packages: sell; payments: record; renewals',
  'packages.sell': 'packages: sell; payments: record; renewals',
  'packages.get': 'packages: sell; payments: record; renewals',
  'packages.cancel': 'packages: sell; payments: record; renewals',
  'packages.renewals': 'packages: sell; payments: record; renewals',
  'packages.listPayments': 'packages: sell; payments: record; renewals',
  'packages.recordPayment': 'packages: sell; payments: record; renewals',
  'packages.receipt': 'packages: sell; payments: record; renewals',
  'packages.reversePayment': 'payments: estorno; daily report; production per physiotherapist',
  'packages.dailyReport': 'payments: estorno; daily report; production per physiotherapist',
  'packages.settings': 'packages: sell; payments: record; renewals',
  'packages.updateSettings': 'payments: estorno; daily report; production per physiotherapist',
  'privacy.listPatientConsents': 'LGPD: consents record',
  'privacy.recordPatientConsent': 'LGPD: consents record',
  'privacy.listLeadConsents': 'LGPD: consents record',
  'privacy.recordLeadConsent': 'LGPD: consents record',
  'privacy.revokeConsent': 'LGPD: consents record',
  'privacy.listRequests': 'LGPD: data export, anonymisation, requests, incidents, processing record',
  'privacy.createRequest': 'LGPD: data export, anonymisation, requests, incidents, processing record',
  'privacy.updateRequest': 'LGPD: data export, anonymisation, requests, incidents, processing record',
  'privacy.listIncidents': 'LGPD: data export, anonymisation, requests, incidents, processing record',
  'privacy.createIncident': 'LGPD: data export, anonymisation, requests, incidents, processing record',
  'privacy.updateIncident': 'LGPD: data export, anonymisation, requests, incidents, processing record',
};

let tableRows: Map<string, Set<Role>> | undefined;

/** Who the table lets call `procedure`: 'anyone' (signed out too), or the roles allowed. */
export function expectedCallers(procedure: string): 'anyone' | Set<Role> {
  const governing = PROCEDURE_ROWS[procedure];
  if (governing === undefined) throw new Error(`${procedure} is not in PROCEDURE_ROWS: add it with its Roles-table row`);
  if (governing === 'public') return 'anyone';
  if (governing === 'signedIn') return new Set(ROLES);
  tableRows ??= parseRolesTable();
  const roles = tableRows.get(governing);
  if (!roles) throw new Error(`${procedure}: no row '${governing}' in the Roles table`);
  return roles;
}
