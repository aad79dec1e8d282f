import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { FoundPlayer, Page, PlayerLevel, PlayerSort, Sport } from '@rallypoint/shared';
import { api } from '@/lib/api-client';
import { socialKeys } from '@/lib/query-keys';

export interface PlayerFilter {
  search: string;
  sport: Sport | '';
  level: PlayerLevel | '';
  /** Whole numbers as typed; blank means no bound. Ratings are per sport: the server refuses them without one. */
  minRating?: string;
  maxRating?: string;
  /** 'name' is the server's default, so it is left out of the URL. */
  sort?: PlayerSort;
  page: number;
  pageSize?: number;
}

export function findPlayers({
  search,
  sport,
  level,
  minRating,
  maxRating,
  sort,
  page,
  pageSize,
}: PlayerFilter): Promise<Page<FoundPlayer>> {
  const params = new URLSearchParams({ page: String(page) });
  if (search.trim()) params.set('search', search.trim());
  if (sport) params.set('sport', sport);
  if (level) params.set('level', level);
  if (minRating?.trim()) params.set('minRating', minRating.trim());
  if (maxRating?.trim()) params.set('maxRating', maxRating.trim());
  if (sort && sort !== 'name') params.set('sort', sort);
  if (pageSize) params.set('pageSize', String(pageSize));
  return api.get<Page<FoundPlayer>>(`/api/players/find?${params.toString()}`);
}

export function useFindPlayers(filter: PlayerFilter, { enabled = true } = {}) {
  return useQuery({
    queryKey: socialKeys.players(filter),
    queryFn: () => findPlayers(filter),
    placeholderData: keepPreviousData,
    enabled,
  });
}
