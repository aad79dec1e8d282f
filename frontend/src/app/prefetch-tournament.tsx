import { useEffect, type ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { getTournament } from '@/lib/api/tournaments';
import { tournamentKeys } from '@/lib/query-keys';

/**
 * Starts reading the tournament a page is about while the page's code still downloads, instead of after it: on a
 * phone the two round trips then overlap (the tournament's name is what such a page paints first). The page's own
 * `useTournament` finds the answer in the cache.
 */
export function PrefetchTournament({ children }: { children: ReactNode }) {
  const params = useParams();
  const [searchParams] = useSearchParams();
  const tournamentId = searchParams.get('tournamentId') ?? params.tournamentId ?? null;
  const queryClient = useQueryClient();
  useEffect(() => {
    if (tournamentId)
      void queryClient.prefetchQuery({
        queryKey: tournamentKeys.detail(tournamentId),
        queryFn: () => getTournament(tournamentId),
      });
  }, [queryClient, tournamentId]);
  return children;
}
