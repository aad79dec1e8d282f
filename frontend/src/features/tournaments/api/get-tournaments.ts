import { useQuery } from '@tanstack/react-query';
import type { AvailableTournament, TournamentDetail, TournamentParticipant, TournamentSummary } from '@rallypoint/shared';
import { api } from '@/lib/api-client';
import { tournamentKeys } from '@/lib/query-keys';

export const getMyTournaments = () => api.get<TournamentSummary[]>('/api/tournaments/my-tournaments');
export const getAvailableTournaments = () => api.get<AvailableTournament[]>('/api/tournaments');
export const getTournament = (id: string | number) => api.get<TournamentDetail>(`/api/tournaments/${id}`);
export const getTournamentParticipants = (id: string | number) =>
  api.get<TournamentParticipant[]>(`/api/tournaments/${id}/participants`);

export function useMyTournaments() {
  return useQuery({ queryKey: tournamentKeys.mine(), queryFn: getMyTournaments });
}

export function useAvailableTournaments() {
  return useQuery({ queryKey: tournamentKeys.available(), queryFn: getAvailableTournaments });
}

export function useTournament(id: string | number | null | undefined, { enabled = true } = {}) {
  return useQuery({
    queryKey: tournamentKeys.detail(id ?? ''),
    queryFn: () => getTournament(id!),
    enabled: enabled && Boolean(id),
  });
}

export function useTournamentParticipants(id: number, { enabled = true } = {}) {
  return useQuery({
    queryKey: tournamentKeys.participants(id),
    queryFn: () => getTournamentParticipants(id),
    enabled,
  });
}
