import { useQuery } from '@tanstack/react-query';
import type { PlayerRatings } from '@rallypoint/shared';
import { api } from '@/lib/api-client';
import { ratingKeys } from '@/lib/query-keys';

/** GET /api/me/ratings: the signed-in player's rating in each sport, with its trend. */
export function useMyRatings() {
  return useQuery({
    queryKey: ratingKeys.mine(),
    queryFn: () => api.get<PlayerRatings>('/api/me/ratings'),
  });
}
