// First: the first screen's code is asked for before the rest of this chunk is evaluated.
import './early-code-fetch';
// Then: configures zod before any schema is built (see the file).
import './zod-config';
// Listens for the person's first tap or key from the start (see the file).
import './lib/first-input';

import './lib/mantine-core-styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import './lib/theme-variables.css';

import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';

import { App, createAppClients } from './app';
import { isPatientLinkPage, isSignInPage, preloadFirstScreen } from './app-routes';
import { prefetchFirstScreenData } from './first-screen-data';
import { prefetchDeferredCode } from './lib/deferred-code';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Before the first render: the first screen's code and the session check load side by side.
const { sessionChecked, ...clients } = createAppClients();
const firstScreen = preloadFirstScreen(window.location.pathname);
// A patient's link page (/p/{token}) is drawn at once like the sign-in page: it never waits for a session.
const signInPage = isSignInPage(window.location.pathname) || isPatientLinkPage(window.location.pathname);
// In the same tick as the session check, so the batch link sends both in one request: the screen's
// first data no longer waits a round trip for the session answer. Signed out, the server refuses
// the data call and nothing of it is kept.
const firstData = signInPage ? undefined : prefetchFirstScreenData(clients, window.location);

// Off /auth, the first render waits for the session answer and, signed in, the signed-in code (on
// the agenda or the patient list, also that screen's code and first data), then draws the shell and the screen in one pass and one commit. Rendering at
// once would draw a spinner, then the shell with a spinner inside, then the screen, then its data,
// each a render and a commit of its own on a slow phone. (A failed check or chunk renders anyway:
// the protected route shows the error.)
// Resolves with whether the visitor is signed in.
const ready: Promise<boolean> = signInPage
  ? Promise.resolve(false)
  : sessionChecked
      .then(async (signedIn) => {
        if (signedIn) await Promise.all([firstScreen, firstData]);
        return signedIn;
      })
      .catch(() => false);

void ready.then((signedIn) => {
  // As a transition, the first render yields to the browser every few milliseconds instead of
  // holding the main thread in one long task (slow phones: input stays responsive while it runs).
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App {...clients} />
      </StrictMode>,
    );
  });
  // Once the screen is drawn: its closed dialogs' code is fetched (not run) while the person reads
  // it. Signed out, the visitor is on their way to /auth: nothing to fetch.
  if (!signedIn) return;
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(prefetchDeferredCode, { timeout: 3000 });
  else window.setTimeout(prefetchDeferredCode, 1000);
});
