import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { EnrolledTournament, RegistrationListItem, TournamentDetail, TournamentParticipant } from '@rallypoint/shared';
import { api } from '@/lib/api-client';
import { getAllPages, getPage } from '@/lib/paging';
import { tournamentKeys } from '@/lib/query-keys';

/**
 * Tournament reads more than one feature needs, written once so every screen shares one cache entry per
 * tournament. A feature's own reads stay in its `api/` folder.
 */
export const getTournament = (id: string | number) => api.get<TournamentDetail>(`/api/tournaments/${id}`);

/** Public for approved tournaments; their organizer and admins also read unapproved ones. */
export function useTournament(id: string | number | null | undefined, { enabled = true } = {}) {
  return useQuery({
    queryKey: tournamentKeys.detail(id ?? ''),
    queryFn: () => getTournament(id!),
    enabled: enabled && Boolean(id),
  });
}

export const getTournamentParticipants = (id: string | number) =>
  api.get<TournamentParticipant[]>(`/api/tournaments/${id}/participants`);

/** GET /api/tournaments/{id}/participants: the players enrolled (the opponent selects, the delete check). */
export function useTournamentParticipants(id: number | undefined, { enabled = true } = {}) {
  return useQuery({
    queryKey: tournamentKeys.participants(id ?? ''),
    queryFn: () => getTournamentParticipants(id!),
    enabled: enabled && Boolean(id),
  });
}

export const getEnrolledTournaments = () => api.get<EnrolledTournament[]>('/api/user/tournaments');

/** GET /api/user/tournaments: the tournaments the caller is enrolled in (the tournament selects). */
export function useEnrolledTournaments() {
  return useQuery({
    queryKey: tournamentKeys.enrolled(),
    queryFn: getEnrolledTournaments,
  });
}

const registrationsPath = (tournamentId: number) => `/api/tournaments/${tournamentId}/registrations`;

/** The public form's entries for a tournament, a page at a time (its organizer or an admin only). */
export function useTournamentRegistrations(tournamentId: number | null, page = 1) {
  return useQuery({
    queryKey: tournamentKeys.registrationsPage(tournamentId ?? '', { page }),
    queryFn: () => getPage<RegistrationListItem>(registrationsPath(tournamentId!), { page }),
    enabled: tournamentId !== null,
    placeholderData: keepPreviousData,
  });
}

/** Every registration of the tournament, a page of the largest size at a time (the CSV export, the fixture generator). */
export const getAllTournamentRegistrations = (tournamentId: number) => getAllPages<RegistrationListItem>(registrationsPath(tournamentId));

/** The same as a query; add `select` to reshape them. */
export const allTournamentRegistrationsQuery = (tournamentId: number) =>
  queryOptions({
    queryKey: tournamentKeys.allRegistrations(tournamentId),
    queryFn: () => getAllTournamentRegistrations(tournamentId),
  });
