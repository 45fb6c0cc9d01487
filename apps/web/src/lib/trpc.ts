import type { AppRouter } from '@clinic/api/client';
import { httpBatchLink, httpLink, splitLink } from '@trpc/client';
import type { QueryClient } from '@tanstack/react-query';
import { createTRPCReact } from '@trpc/react-query';

export const trpc = createTRPCReact<AppRouter>();

const fetchWithCookie: typeof fetch = (input, init) => fetch(input, { ...init, credentials: 'same-origin' });

/**
 * Plain JSON over /trpc, with the session cookie (same origin only). Calls are batched, except
 * those sent with `trpc: { context: { skipBatch: true } }`: many checks fired at once (the agenda's
 * conflict checks) would otherwise make one URL path longer than the server accepts.
 */
export function createTrpcClient() {
  return trpc.createClient({
    links: [
      splitLink({
        condition: (op) => op.context.skipBatch === true,
        true: httpLink({ url: '/trpc', fetch: fetchWithCookie }),
        false: httpBatchLink({ url: '/trpc', fetch: fetchWithCookie }),
      }),
    ],
  });
}

/** The app's two clients, made once at start (`createAppClients` in app.tsx). */
export interface AppClients {
  queryClient: QueryClient;
  trpcClient: ReturnType<typeof createTrpcClient>;
}
