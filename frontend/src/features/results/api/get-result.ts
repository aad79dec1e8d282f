import { useQuery } from '@tanstack/react-query';
import type { MatchResultView } from '@rallypoint/shared';
import { api } from '@/lib/api-client';
import { resultKeys } from '@/lib/query-keys';

/** GET /api/results/{id}: one result the caller may know, asked only when there is one to ask (null: none). */
export function useResult(id: number | null) {
  return useQuery({
    queryKey: resultKeys.one(id ?? 0),
    queryFn: () => api.get<MatchResultView>(`/api/results/${id}`),
    enabled: id !== null,
  });
}
