import { type ComponentType, Suspense, lazy } from 'react';
import { Route, Routes, matchPath } from 'react-router-dom';

import { FullPageLoader } from './components/full-page-loader';
import { RequireAuth } from './features/auth/require-auth';

/** Route-level code splitting: each screen is its own chunk, loaded when first visited. */
function page<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}

const loadLogin = () => import('./features/auth/login-page');
const loadShell = () => import('./features/shell/app-shell');
const loadDashboard = () => import('./features/dashboard/dashboard-page');

const LoginPage = page(loadLogin, 'LoginPage');
const ClinicAppShell = page(loadShell, 'ClinicAppShell');
const NotFoundPage = page(() => import('./features/not-found/not-found-page'), 'NotFoundPage');
const DashboardPage = page(loadDashboard, 'DashboardPage');
const AppointmentsPage = page(() => import('./features/appointments/appointments-page'), 'AppointmentsPage');
const PatientsPage = page(() => import('./features/patients/patients-page'), 'PatientsPage');
const LeadsPage = page(() => import('./features/leads/leads-page'), 'LeadsPage');
const UsersPage = page(() => import('./features/users/users-page'), 'UsersPage');
const RoomsPage = page(() => import('./features/rooms/rooms-page'), 'RoomsPage');
const ServicesPage = page(() => import('./features/services/services-page'), 'ServicesPage');
const IntegrationsPage = page(() => import('./features/integrations/integrations-page'), 'IntegrationsPage');
const LogsPage = page(() => import('./features/logs/logs-page'), 'LogsPage');
const AdAccountsPage = page(() => import('./features/ad-accounts/ad-accounts-page'), 'AdAccountsPage');
const ReportsPage = page(() => import('./features/reports/reports-page'), 'ReportsPage');
const ReportDetailPage = page(() => import('./features/reports/report-detail-page'), 'ReportDetailPage');
const ReportAnalysisPage = page(() => import('./features/reports/report-analysis-page'), 'ReportAnalysisPage');
const ConsolidatedReportPage = page(() => import('./features/reports/consolidated-report-page'), 'ConsolidatedReportPage');
const ConsolidatedAnalysisPage = page(
  () => import('./features/consolidated-analysis/consolidated-analysis-page'),
  'ConsolidatedAnalysisPage',
);

/**
 * Starts fetching the first screen's chunks as soon as the app's code runs, before React renders:
 * otherwise each lazy level waits for the one above it (the sign-in page for the first render;
 * the shell for the session check, the dashboard for the shell), one network round trip each.
 * Only the sign-in page and the dashboard, the two pages a visit starts on; other screens load
 * as they are rendered.
 */
export function preloadFirstScreen(pathname: string): void {
  if (matchPath('/auth', pathname)) {
    void loadLogin();
  } else if (matchPath('/', pathname)) {
    void loadShell();
    void loadDashboard();
  }
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
