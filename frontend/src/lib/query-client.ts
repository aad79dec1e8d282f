import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { QUERY_REFETCH_INTERVAL_MS, QUERY_STALE_TIME_MS } from '@rallypoint/shared';
import { isApiError } from './api-client';
import { authKeys } from './query-keys';

/** The fetching rules (docs/product-rules.md#the-web-client); a factory so every test gets its own cache. */
export function createQueryClient(): QueryClient {
  // A 401 from any call while signed in means the session ended elsewhere (signed out, or deactivated by an
  // admin): asking /api/auth/me again turns this tab signed out, and the router shows the login screen.
  const onError = (error: unknown) => {
    if (isApiError(error, 401) && client.getQueryData(authKeys.me)) void client.invalidateQueries({ queryKey: authKeys.me });
  };
  const client = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_TIME_MS,
        refetchInterval: QUERY_REFETCH_INTERVAL_MS,
        refetchOnWindowFocus: true,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
  return client;
}
