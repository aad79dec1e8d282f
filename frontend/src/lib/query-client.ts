import { QueryClient } from '@tanstack/react-query';
import { QUERY_REFETCH_INTERVAL_MS, QUERY_STALE_TIME_MS } from '@rallypoint/shared';

/** Spec §9 fetching rules; a factory so every test gets its own cache. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
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
}
