import { type ComponentType, Suspense } from 'react';
import { Route, Routes, matchPath } from 'react-router-dom';

import { FullPageLoader } from './components/full-page-loader';
import { lazyNamed } from './lib/lazy-named';
import { resolvedOnceLoaded } from './lib/resolved-lazy';
import { LoginPage } from './features/auth/login-page';
import { countPatientFilters, readPatientListState } from './features/patients/patient-filters';
import { RequireAuth } from './features/auth/require-auth';
import type * as SignedInScreens from './features/shell/signed-in-screens';

/**
 * Code splitting in three parts. The sign-in page, where a visit without a session starts, is in
 * the main chunk: it shows without a second round trip for its code. The signed-in part (shell,
 * dashboard) is one chunk fetched at start beside the session check. Every other screen is its
 * own chunk, loaded when first visited, or at start when the visit begins on it (agenda and
 * patient list, see `firstScreen`).
 */
function page<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) {
  return lazyNamed(load, name);
}

type SignedInModule = typeof SignedInScreens;
/** The signed-in chunk once it has arrived (see `signedInPart`). */
let signedIn: SignedInModule | undefined;
const loadSignedIn = () => import('./features/shell/signed-in-screens').then((module) => (signedIn = module));

/** The shell or the dashboard, from the signed-in chunk. */
function signedInPart<Name extends 'ClinicAppShell' | 'DashboardPage'>(name: Name) {
  return resolvedOnceLoaded<Name, object>(() => signedIn, loadSignedIn, name);
}

type Screens = SignedInModule['screens'];
/** A signed-in screen, loaded through the signed-in chunk (see signed-in-screens.ts). */
function screen<Key extends keyof Screens, Name extends string>(key: Key, name: Name) {
  return page(() => loadSignedIn().then((m) => m.screens[key]() as Promise<Record<Name, ComponentType>>), name);
}

/**
 * One of the two screens a receptionist keeps open all day. A visit that starts on one of them
 * fetches its code at once, beside the signed-in chunk and the session check, and its first data as
 * soon as the session is known (`prefetchFirstScreenData`), so the first render draws the shell and
 * the screen with its data in one pass. Through the signed-in chunk the code came a round trip
 * later, once the shell had rendered, and the data a round trip after that, drawn in a second,
 * non-yielding render.
 */
function firstScreen<Name extends string>(path: string, load: () => Promise<Record<Name, ComponentType>>, name: Name) {
  let loaded: Record<Name, ComponentType> | undefined;
  const fetchCode = () => load().then((module) => (loaded = module));
  return { path, fetchCode, Page: resolvedOnceLoaded<Name, object>(() => loaded, fetchCode, name) };
}
const agenda = firstScreen('/appointments', () => import('./features/appointments/appointments-page'), 'AppointmentsPage');
/** A visit that starts on the list with filters draws the open filters panel, its fields with it. */
const patientList = firstScreen(
  '/patients',
  () =>
    import('./features/patients/patients-page').then(async (module) => {
      if (countPatientFilters(readPatientListState(new URLSearchParams(window.location.search)).filters) > 0) {
        await module.preloadPatientFilterFields().catch(() => undefined);
      }
      return module;
    }),
  'PatientsPage',
);

const ClinicAppShell = signedInPart('ClinicAppShell');
const DashboardPage = signedInPart('DashboardPage');
const NotFoundPage = page(() => import('./features/not-found/not-found-page'), 'NotFoundPage');
/** The patient's own pages (/p/{token}, issue #26): no sign-in, no shell, their own small chunk. */
const PatientLinkPage = page(() => import('./features/diary/patient-link-page'), 'PatientLinkPage');
const AppointmentsPage = agenda.Page;
const AgendaPrintPage = screen('agendaPrint', 'AgendaPrintPage');
const RecordPrintPage = screen('recordPrint', 'RecordPrintPage');
const PatientsPage = patientList.Page;
const PatientPage = screen('patientPage', 'PatientPage');
const LeadsPage = screen('leads', 'LeadsPage');
const UsersPage = screen('users', 'UsersPage');
const RoomsPage = screen('rooms', 'RoomsPage');
const ServicesPage = screen('services', 'ServicesPage');
const ApiTokensPage = screen('apiTokens', 'ApiTokensPage');
const SystemLogsPage = screen('systemLogs', 'SystemLogsPage');
const AdAccountsPage = screen('adAccounts', 'AdAccountsPage');
const ReportsPage = screen('reports', 'ReportsPage');
const ReportDetailPage = screen('reportDetail', 'ReportDetailPage');
const CampaignAnalysisPage = screen('campaignAnalysis', 'CampaignAnalysisPage');
const ConsolidatedReportPage = screen('consolidatedReport', 'ConsolidatedReportPage');
const ConsolidatedAnalysisPage = screen('consolidatedAnalysis', 'ConsolidatedAnalysisPage');
const AttendanceReportPage = screen('attendanceReport', 'AttendanceReportPage');
const ConfirmationsPage = screen('confirmations', 'ConfirmationsPage');
const WhatsappSettingsPage = screen('whatsappSettings', 'WhatsappSettingsPage');
const WaitlistPage = screen('waitlist', 'WaitlistPage');
const RenewalsPage = screen('renewals', 'RenewalsPage');
const ReceiptPage = screen('receipt', 'ReceiptPage');
const DailyReportPage = screen('dailyReport', 'DailyReportPage');
const FunnelPage = screen('funnel', 'FunnelPage');
const InstrumentLicencesPage = screen('instrumentLicences', 'InstrumentLicencesPage');
const OutcomesReportPage = screen('outcomesReport', 'OutcomesReportPage');
const PrivacyPage = screen('privacy', 'PrivacyPage');
const ProcessingRecordPage = screen('processingRecord', 'ProcessingRecordPage');

/** /auth, the only page a visitor without a session can see. */
export const isSignInPage = (pathname: string): boolean => matchPath('/auth', pathname) !== null;

/** /p/{token}: a patient's link page, which neither signs in nor loads the signed-in part. */
export const isPatientLinkPage = (pathname: string): boolean => matchPath('/p/:token', pathname) !== null;

/**
 * Off /auth, starts fetching the signed-in chunk as soon as the app's code runs, beside the
 * session check, instead of after the check has answered and the protected route has rendered
 * (every path but /auth is a signed-in screen, or the not-found page); on the agenda or the
 * patient list, that screen's code too. Resolves when it is there.
 */
export function preloadFirstScreen(pathname: string): Promise<unknown> {
  if (isSignInPage(pathname) || isPatientLinkPage(pathname)) return Promise.resolve();
  const screen = [agenda, patientList].find((candidate) => matchPath(candidate.path, pathname) !== null);
  // The pieces other features put into the first screen (feature slots) come with it, so the first
  // render draws them in the same pass instead of asking for their code while it renders.
  return Promise.all([loadSignedIn().then((module) => module.preloadSlotsOf(pathname)), screen?.fetchCode()]);
}

export function AppRoutes() {
  return (
    <Suspense fallback={<FullPageLoader />}>
      <Routes>
        <Route path="/auth" element={<LoginPage />} />
        <Route path="/p/:token" element={<PatientLinkPage />} />
        <Route
          element={
            <RequireAuth>
              <ClinicAppShell />
            </RequireAuth>
          }
        >
          <Route index element={<DashboardPage />} />
          <Route path="appointments" element={<AppointmentsPage />} />
          <Route path="appointments/print" element={<AgendaPrintPage />} />
          <Route path="waitlist" element={<WaitlistPage />} />
          <Route path="patients" element={<PatientsPage />} />
          <Route path="patients/:id" element={<PatientPage />} />
          <Route path="patients/:id/record/print" element={<RecordPrintPage />} />
          <Route path="leads" element={<LeadsPage />} />
          <Route path="users" element={<UsersPage />} />
          <Route path="rooms" element={<RoomsPage />} />
          <Route path="services" element={<ServicesPage />} />
          <Route path="logs" element={<SystemLogsPage />} />
          <Route path="integrations" element={<ApiTokensPage />} />
          <Route path="reports" element={<ReportsPage />} />
          <Route path="reports/daily" element={<DailyReportPage />} />
          <Route path="packages/renewals" element={<RenewalsPage />} />
          <Route path="payments/:id/receipt" element={<ReceiptPage />} />
          <Route path="reports/accounts" element={<AdAccountsPage />} />
          <Route path="reports/:id" element={<ReportDetailPage />} />
          <Route path="reports/:id/analysis" element={<CampaignAnalysisPage />} />
          <Route path="consolidated-analysis" element={<ConsolidatedAnalysisPage />} />
          <Route path="consolidated-report/:id" element={<ConsolidatedReportPage />} />
          <Route path="attendance-report" element={<AttendanceReportPage />} />
          <Route path="outcomes-report" element={<OutcomesReportPage />} />
          <Route path="instruments" element={<InstrumentLicencesPage />} />
          <Route path="confirmations" element={<ConfirmationsPage />} />
          <Route path="settings" element={<WhatsappSettingsPage />} />
          <Route path="funnel" element={<FunnelPage />} />
          <Route path="privacy" element={<PrivacyPage />} />
          <Route path="processing-record" element={<ProcessingRecordPage />} />
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
