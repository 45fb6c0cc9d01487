import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createTRPCQueryUtils } from '@trpc/react-query';
import { BrowserRouter } from 'react-router-dom';

import { AppRoutes } from './app-routes';
import { cssVariablesResolver } from './lib/theme';
import { ToastViewport } from './components/toast-viewport';
import { createQueryClient } from './lib/query-client';
import { theme } from './lib/theme';
import { createTrpcClient, trpc } from './lib/trpc';

export interface AppClients {
  queryClient: QueryClient;
  trpcClient: ReturnType<typeof createTrpcClient>;
}

/**
 * The app's clients, made once at start. The session check is sent at once, beside the first
 * screen's code, instead of after the first render (the sign-in page and the protected routes
 * both read it through `useAuth`, which picks up this same request).
 */
export function createAppClients(): AppClients {
  const queryClient = createQueryClient();
  const trpcClient = createTrpcClient();
  void createTRPCQueryUtils({ queryClient, client: trpcClient }).auth.session.prefetch();
  return { queryClient, trpcClient };
}

export function App({ queryClient, trpcClient }: AppClients) {
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
          <ToastViewport />
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </MantineProvider>
      </QueryClientProvider>
    </trpc.Provider>
  );
}
