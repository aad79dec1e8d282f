import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MatchResultView, Page } from '@rallypoint/shared';
import { api } from '@/lib/api-client';
import { resultKeys } from '@/lib/query-keys';

/** GET /api/results/awaiting-me: results the signed-in player, as the opponent, must confirm or dispute. */
export function useResultsAwaitingMe(page: number) {
  return useQuery({
    queryKey: resultKeys.awaitingMePage(page),
    queryFn: () => api.get<Page<MatchResultView>>(`/api/results/awaiting-me?page=${page}&pageSize=10`),
    placeholderData: keepPreviousData,
  });
}
