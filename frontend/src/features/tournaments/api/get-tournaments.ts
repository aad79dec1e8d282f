import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  AvailableTournament,
  AvailableTournamentsQuery,
  MyTournamentsPage,
  TournamentListQuery,
  TournamentSummary,
} from '@rallypoint/shared';
import { getPage } from '@/lib/paging';
import { tournamentKeys } from '@/lib/query-keys';

type Params<Q> = Partial<Q>;

export const getMyTournaments = (params: Params<TournamentListQuery> = {}) =>
  getPage<TournamentSummary, MyTournamentsPage>('/api/tournaments/my-tournaments', params);
export const getAvailableTournaments = (params: Params<AvailableTournamentsQuery> = {}) =>
  getPage<AvailableTournament>('/api/tournaments', params);

export function useMyTournaments(params: Params<TournamentListQuery> = {}) {
  return useQuery({
    queryKey: tournamentKeys.minePage(params),
    queryFn: () => getMyTournaments(params),
    placeholderData: keepPreviousData,
  });
}

export function useAvailableTournaments(params: Params<AvailableTournamentsQuery> = {}) {
  return useQuery({
    queryKey: tournamentKeys.availablePage(params),
    queryFn: () => getAvailableTournaments(params),
    placeholderData: keepPreviousData,
  });
}
