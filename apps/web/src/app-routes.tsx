import { type ComponentType, Suspense, lazy } from 'react';
import { Route, Routes, matchPath } from 'react-router-dom';

import { FullPageLoader } from './components/full-page-loader';
import { LoginPage } from './features/auth/login-page';
import { RequireAuth } from './features/auth/require-auth';
import type * as SignedInScreens from './features/shell/signed-in-screens';

/**
 * Code splitting in three parts. The sign-in page, where a visit without a session starts, is in
 * the main chunk: it shows without a second round trip for its code. The signed-in part (shell,
 * dashboard) is one chunk fetched at start beside the session check. Every other screen is its
 * own chunk, loaded when first visited.
 */
function page<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}

type SignedInModule = typeof SignedInScreens;
/** The signed-in chunk once it has arrived (see `signedInPart`). */
let signedIn: SignedInModule | undefined;
const loadSignedIn = () => import('./features/shell/signed-in-screens').then((module) => (signedIn = module));

/**
 * The shell or the dashboard. Once the signed-in chunk is there, the lazy component resolves
 * synchronously (React's lazy accepts any thenable, and one that calls back at once leaves
 * nothing to wait for), so the first render draws the shell and the dashboard in one pass: a plain
 * `import()` promise resolves a microtask later, so each level would suspend once and render again.
 */
function signedInPart<Name extends 'ClinicAppShell' | 'DashboardPage'>(name: Name) {
  return lazy(() => {
    if (!signedIn) return loadSignedIn().then((module) => ({ default: module[name] }));
    const loaded = { default: signedIn[name] };
    const resolved = { then: (onFulfilled: (value: typeof loaded) => unknown) => onFulfilled(loaded) };
    return resolved as unknown as Promise<typeof loaded>;
  });
}

type Screens = SignedInModule['screens'];
/** A signed-in screen, loaded through the signed-in chunk (see signed-in-screens.ts). */
function screen<Key extends keyof Screens, Name extends string>(key: Key, name: Name) {
  return page(() => loadSignedIn().then((m) => m.screens[key]() as Promise<Record<Name, ComponentType>>), name);
}

const ClinicAppShell = signedInPart('ClinicAppShell');
const DashboardPage = signedInPart('DashboardPage');
const NotFoundPage = page(() => import('./features/not-found/not-found-page'), 'NotFoundPage');
const AppointmentsPage = screen('appointments', 'AppointmentsPage');
const AgendaPrintPage = screen('agendaPrint', 'AgendaPrintPage');
const PatientsPage = screen('patients', 'PatientsPage');
const LeadsPage = screen('leads', 'LeadsPage');
const UsersPage = screen('users', 'UsersPage');
const RoomsPage = screen('rooms', 'RoomsPage');
const ServicesPage = screen('services', 'ServicesPage');
const IntegrationsPage = screen('integrations', 'IntegrationsPage');
const LogsPage = screen('logs', 'LogsPage');
const AdAccountsPage = screen('adAccounts', 'AdAccountsPage');
const ReportsPage = screen('reports', 'ReportsPage');
const ReportDetailPage = screen('reportDetail', 'ReportDetailPage');
const ReportAnalysisPage = screen('reportAnalysis', 'ReportAnalysisPage');
const ConsolidatedReportPage = screen('consolidatedReport', 'ConsolidatedReportPage');
const ConsolidatedAnalysisPage = screen('consolidatedAnalysis', 'ConsolidatedAnalysisPage');

/** /auth, the only page a visitor without a session can see. */
export const isSignInPage = (pathname: string): boolean => matchPath('/auth', pathname) !== null;

/**
 * Off /auth, starts fetching the signed-in chunk as soon as the app's code runs, beside the
 * session check, instead of after the check has answered and the protected route has rendered.
 * (Every path but /auth is a signed-in screen, or the not-found page.) Resolves when it is there.
 */
export function preloadFirstScreen(pathname: string): Promise<unknown> {
  return isSignInPage(pathname) ? Promise.resolve() : loadSignedIn();
}

export function AppRoutes() {
  return (
    <Suspense fallback={<FullPageLoader />}>
      <Routes>
        <Route path="/auth" element={<LoginPage />} />
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
          <Route path="patients" element={<PatientsPage />} />
          <Route path="leads" element={<LeadsPage />} />
          <Route path="users" element={<UsersPage />} />
          <Route path="rooms" element={<RoomsPage />} />
          <Route path="services" element={<ServicesPage />} />
          <Route path="logs" element={<LogsPage />} />
          <Route path="integrations" element={<IntegrationsPage />} />
          <Route path="reports" element={<ReportsPage />} />
          <Route path="reports/accounts" element={<AdAccountsPage />} />
          <Route path="reports/:id" element={<ReportDetailPage />} />
          <Route path="reports/:id/analysis" element={<ReportAnalysisPage />} />
          <Route path="consolidated-analysis" element={<ConsolidatedAnalysisPage />} />
          <Route path="consolidated-report/:id" element={<ConsolidatedReportPage />} />
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
