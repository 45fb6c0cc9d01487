/**
 * The signed-in part of the app, loaded as one piece: the shell, the dashboard (where every
 * signed-in visit starts) and the loaders of the other screens. Every other screen is opened from
 * inside the shell, so declaring their dynamic imports here tells the bundler the shell's code is
 * always there first: modules they share with the shell or the dashboard stay in this chunk
 * instead of being cut into dozens of small files a phone would fetch one round trip after another.
 * The agenda and the patient list are loaded from app-routes.tsx instead, beside this chunk.
 */
import { createElement } from 'react';

import { PATIENT_PAGE_TABS } from './patient-page-tabs';

export { ClinicAppShell } from './app-shell';
export { DashboardPage } from '../dashboard/dashboard-page';
export { preloadSlotsOf } from './feature-slots';

export const screens = {
  agendaPrint: () => import('../appointments/agenda-print-page'),
  recordPrint: () => import('../clinical-record/record-print-page'),
  patientPage: () =>
    import('../patients/patient-page').then((page) => ({
      PatientPage: () => createElement(page.PatientPage, { extraTabs: PATIENT_PAGE_TABS }),
    })),
  leads: () => import('../leads/leads-page'),
  users: () => import('../users/users-page'),
  rooms: () => import('../rooms/rooms-page'),
  services: () => import('../services/services-page'),
  apiTokens: () => import('../api-tokens/api-tokens-page'),
  systemLogs: () => import('../system-logs/system-logs-page'),
  adAccounts: () => import('../ad-accounts/ad-accounts-page'),
  reports: () =>
    Promise.all([import('../consolidated-reports/reports-page'), import('../report-requests/report-requests-panel')]).then(([hub, requests]) => ({
      ReportsPage: () => createElement(hub.ReportsPage, { RequestsPanel: requests.ReportRequestsPanel }),
    })),
  reportDetail: () => import('../report-requests/report-detail-page'),
  campaignAnalysis: () => import('../campaign-analysis/campaign-analysis-page'),
  consolidatedReport: () => import('../consolidated-reports/consolidated-report-page'),
  consolidatedAnalysis: () => import('../consolidated-reports/consolidated-analysis-page'),
  attendanceReport: () => import('../attendance/attendance-report-page'),
  confirmations: () => import('../confirmations/confirmations-page'),
  whatsappSettings: () => import('../whatsapp/whatsapp-settings-page'),
  waitlist: () => import('../waitlist/waitlist-page'),
  renewals: () => import('../packages/renewals-page'),
  receipt: () => import('../packages/receipt-page'),
  dailyReport: () => import('../packages/daily-report-page'),
  funnel: () => import('../funnel/funnel-page'),
  instrumentLicences: () => import('../instruments/instrument-licences-page'),
  outcomesReport: () => import('../instruments/outcomes-report-page'),
  privacy: () => import('../privacy/privacy-page'),
  processingRecord: () => import('../personal-data/processing-record-page'),
};
