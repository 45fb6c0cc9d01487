import { adAccountsRouter } from './routers/ad-accounts/ad-accounts.router';
import { apiTokensRouter } from './routers/api-tokens/api-tokens.router';
import { appointmentsRouter } from './routers/appointments/appointments.router';
import { attendanceRouter } from './routers/attendance/attendance.router';
import { authRouter } from './routers/auth/auth.router';
import { clinicalRecordRouter } from './routers/clinical-record/clinical-record.router';
import { diaryRouter } from './routers/diary/diary.router';
import { confirmationsRouter } from './routers/confirmations/confirmations.router';
import { campaignAnalysisRouter } from './routers/campaign-analysis/campaign-analysis.router';
import { consolidatedReportsRouter } from './routers/consolidated-reports/consolidated-reports.router';
import { dashboardRouter } from './routers/dashboard/dashboard.router';
import { funnelRouter } from './routers/funnel/funnel.router';
import { healthRouter } from './routers/health/health.router';
import { leadAdsRouter } from './routers/lead-ads/lead-ads.router';
import { instrumentsRouter } from './routers/instruments/instruments.router';
import { leadsRouter } from './routers/leads/leads.router';
import { packagesRouter } from './routers/packages/packages.router';
import { patientsRouter } from './routers/patients/patients.router';
import { privacyRouter } from './routers/privacy/privacy.router';
import { personalDataRouter } from './routers/personal-data/personal-data.router';
import { reportRequestsRouter } from './routers/report-requests/report-requests.router';
import { roomsRouter } from './routers/rooms/rooms.router';
import { servicesRouter } from './routers/services/services.router';
import { systemLogsRouter } from './routers/system-logs/system-logs.router';
import { usersRouter } from './routers/users/users.router';
import { whatsappRouter } from './routers/whatsapp/whatsapp.router';
import { waitlistRouter } from './routers/waitlist/waitlist.router';
import { createCallerFactory, router } from './trpc';

export const appRouter = router({
  adAccounts: adAccountsRouter,
  apiTokens: apiTokensRouter,
  appointments: appointmentsRouter,
  attendance: attendanceRouter,
  auth: authRouter,
  campaignAnalysis: campaignAnalysisRouter,
  clinicalRecord: clinicalRecordRouter,
  confirmations: confirmationsRouter,
  consolidatedReports: consolidatedReportsRouter,
  dashboard: dashboardRouter,
  funnel: funnelRouter,
  health: healthRouter,
  // Before leads: its literal /leads/intake-failures paths come before /leads/{id}.
  leadAds: leadAdsRouter,
  instruments: instrumentsRouter,
  diary: diaryRouter,
  leads: leadsRouter,
  packages: packagesRouter,
  patients: patientsRouter,
  privacy: privacyRouter,
  personalData: personalDataRouter,
  reportRequests: reportRequestsRouter,
  rooms: roomsRouter,
  services: servicesRouter,
  systemLogs: systemLogsRouter,
  users: usersRouter,
  whatsapp: whatsappRouter,
  waitlist: waitlistRouter,
});

export type AppRouter = typeof appRouter;

/** In-process caller for scripts and tests: no HTTP involved. */
export const createCaller = createCallerFactory(appRouter);
