// First: configures zod before any schema is built (see the file).
import './zod-config';

import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';

import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';

import { App, createAppClients } from './app';
import { preloadFirstScreen } from './app-routes';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Before the first render: the first screen's code and the session check load side by side.
preloadFirstScreen(window.location.pathname);
const clients = createAppClients();

// As a transition, the first render yields to the browser every few milliseconds instead of
// holding the main thread in one long task (slow phones: input stays responsive while it runs).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App {...clients} />
    </StrictMode>,
  );
});
