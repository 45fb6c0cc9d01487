import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { createTRPCQueryUtils } from '@trpc/react-query';
import { BrowserRouter } from 'react-router-dom';

import { AppRoutes } from './app-routes';
import { ToastViewport } from './components/toast-viewport';
import { createQueryClient } from './lib/query-client';
import { theme } from './lib/theme';
import { type AppClients, createTrpcClient, trpc } from './lib/trpc';

export interface StartedApp extends AppClients {
  /** Whether there is a session, once the check has answered (false if it failed). */
  sessionChecked: Promise<boolean>;
}

/**
 * The app's clients, made once at start. The session check is sent at once, beside the first
 * screen's code, instead of after the first render (the sign-in page and the protected routes
 * both read it through `useAuth`, which picks up this same request).
 */
export function createAppClients(): StartedApp {
  const queryClient = createQueryClient();
  const trpcClient = createTrpcClient();
  const utils = createTRPCQueryUtils({ queryClient, client: trpcClient });
  const sessionChecked = utils.auth.session.prefetch().then(() => Boolean(utils.auth.session.getData()?.user));
  return { queryClient, trpcClient, sessionChecked };
}

export function App({ queryClient, trpcClient }: AppClients) {
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        {/* The theme's CSS variables are in lib/theme-variables.css, written at build time. */}
        <MantineProvider theme={theme} defaultColorScheme="light" withCssVariables={false}>
          <ToastViewport />
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </MantineProvider>
      </QueryClientProvider>
    </trpc.Provider>
  );
}
