import { MutationCache, QueryCache, QueryClient, matchQuery } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';

import { isSessionMissing } from './api-errors';
import { trpc } from './trpc';

/**
 * Spec section 7: data is never stale, no refetch on window focus, no polling, no retries.
 * Mutations invalidate their own feature's queries instead.
 *
 * When a call finds the session gone (expired, or ended elsewhere), the current-user query is
 * refetched, so the protected routes notice and send the visitor to /auth.
 */
export function createQueryClient(): QueryClient {
  const meKey = getQueryKey(trpc.auth.session);
  const recheckSession = (error: unknown) => {
    if (isSessionMissing(error)) void client.invalidateQueries({ queryKey: meKey });
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!matchQuery({ queryKey: meKey }, query)) recheckSession(error);
      },
    }),
    mutationCache: new MutationCache({ onError: recheckSession }),
    defaultOptions: {
      queries: { staleTime: Infinity, refetchOnWindowFocus: false, refetchInterval: false, retry: false },
      mutations: { retry: false },
    },
  });
  return client;
}
