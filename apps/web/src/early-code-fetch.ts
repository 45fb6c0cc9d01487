/**
 * The first thing the main chunk evaluates (main.tsx imports it first): off /auth, asks for the
 * signed-in chunk and, on the agenda or the patient list, that screen's chunk, before the rest of
 * the main chunk (React, Mantine, the router, the query client…) is evaluated, which takes a phone most of a
 * second. `preloadFirstScreen` asks for the same modules later and gets these same requests.
 * No imports on purpose: anything imported here would be evaluated before it.
 */
const { pathname } = window.location;
const ignore = () => undefined;
if (!/^\/auth\/?$/.test(pathname)) {
  import('./features/shell/signed-in-screens').catch(ignore);
  if (/^\/?$/.test(pathname)) {
    // The dashboard's cards that other features draw (see features/shell/feature-slots.ts).
    import('./features/clinical-record/pending-evolutions-card').catch(ignore);
    import('./features/attendance/unrecorded-card').catch(ignore);
    import('./features/confirmations/tomorrow-confirmations-card').catch(ignore);
    import('./features/privacy/privacy-deadlines-card').catch(ignore);
  }
  if (/^\/appointments\/?$/.test(pathname)) {
    import('./features/appointments/appointments-page').catch(ignore);
    import('./features/waitlist/waitlist-cell').catch(ignore);
    import('./features/packages/package-session').catch(ignore);
  }
  if (/^\/patients\/?$/.test(pathname)) import('./features/patients/patients-page').catch(ignore);
}
