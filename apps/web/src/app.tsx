import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { BrowserRouter } from 'react-router-dom';

import { AppRoutes } from './app-routes';
import { cssVariablesResolver } from './lib/theme';
import { ToastViewport } from './components/toast-viewport';
import { createQueryClient } from './lib/query-client';
import { theme } from './lib/theme';
import { createTrpcClient, trpc } from './lib/trpc';

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [trpcClient] = useState(createTrpcClient);
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
