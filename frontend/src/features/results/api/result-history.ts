import { useQuery } from '@tanstack/react-query';
import type { ResultHistoryEntry } from '@rallypoint/shared';
import { api } from '@/lib/api-client';
import { resultKeys } from '@/lib/query-keys';

/** GET /api/results/{id}/history: every change to a result, oldest first. */
export function useResultHistory(id: number) {
  return useQuery({
    queryKey: resultKeys.history(id),
    queryFn: () => api.get<ResultHistoryEntry[]>(`/api/results/${id}/history`),
  });
}
