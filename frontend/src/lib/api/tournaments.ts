import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  PAGE_SIZE_DEFAULT,
  type EnrolledTournament,
  type Page,
  type RegistrationListItem,
  type TournamentParticipant,
  type TournamentParticipantsQuery,
  type ViewedTournament,
} from '@rallypoint/shared';
import { api } from '@/lib/api-client';
import { getAllPages, getPage } from '@/lib/paging';
import { tournamentKeys } from '@/lib/query-keys';

/**
 * Tournament reads more than one feature needs, written once so every screen shares one cache entry per
 * tournament. A feature's own reads stay in its `api/` folder.
 */
export const getTournament = (id: string | number) => api.get<ViewedTournament>(`/api/tournaments/${id}`);

/** Public for approved tournaments; their organizer and admins also read unapproved ones. */
export function useTournament(id: string | number | null | undefined, { enabled = true } = {}) {
  return useQuery({
    queryKey: tournamentKeys.detail(id ?? ''),
    queryFn: () => getTournament(id!),
    enabled: enabled && Boolean(id),
  });
}

const participantsPath = (id: string | number) => `/api/tournaments/${id}/participants`;

/** GET /api/tournaments/{id}/participants: a page of everyone taking part, in sign-up order, optionally searched. */
export const getTournamentParticipants = (id: string | number, params: Partial<TournamentParticipantsQuery> = {}) =>
  getPage<TournamentParticipant>(participantsPath(id), params);

/** How many participants a picker offers at once: the first page of those matching what was typed. */
export const PARTICIPANT_PICKER_SIZE = PAGE_SIZE_DEFAULT;

export interface ParticipantsOptions {
  /** Part of a shown name or username; blank for everyone. */
  search?: string;
  enabled?: boolean;
}

function participantsPageQuery(id: number | undefined, { search = '', enabled = true }: ParticipantsOptions) {
  const params = { search: search.trim() || undefined, page: 1, pageSize: PARTICIPANT_PICKER_SIZE };
  return {
    queryKey: tournamentKeys.participantsPage(id ?? '', params),
    queryFn: () => getTournamentParticipants(id!, params),
    enabled: enabled && Boolean(id),
    // While the next search loads, the last answer stays for the same tournament (never another's players).
    placeholderData: (previous: Page<TournamentParticipant> | undefined, previousQuery?: { queryKey: readonly unknown[] }) =>
      previousQuery?.queryKey[2] === String(id) ? previous : undefined,
  };
}

/**
 * The opponent pickers' read: the first PARTICIPANT_PICKER_SIZE participants matching `search`, with the total of
 * all that match (so a picker can say there are more and ask for a narrower search), never everyone at once.
 */
export function useTournamentParticipantsPage(id: number | undefined, options: ParticipantsOptions = {}) {
  return useQuery(participantsPageQuery(id, options));
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
export const getAllTournamentRegistrations = (tournamentId: number) =>
  getAllPages<RegistrationListItem>(registrationsPath(tournamentId));

/** The same as a query; add `select` to reshape them. */
export const allTournamentRegistrationsQuery = (tournamentId: number) =>
  queryOptions({
    queryKey: tournamentKeys.allRegistrations(tournamentId),
    queryFn: () => getAllTournamentRegistrations(tournamentId),
  });

/** Everyone taking part, every page (the fixture generator places enrolled players beside the form's registrants). */
export const allTournamentParticipantsQuery = (tournamentId: number) =>
  queryOptions({
    queryKey: tournamentKeys.allParticipants(tournamentId),
    queryFn: () => getAllPages<TournamentParticipant>(participantsPath(tournamentId)),
  });
