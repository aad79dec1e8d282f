import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AnnouncementPosted, TournamentAnnouncementInput, TournamentAnnouncement } from '@rallypoint/shared';
import { api } from '@/lib/api-client';
import { getPage } from '@/lib/paging';
import { tournamentKeys } from '@/lib/query-keys';

/** Public: a tournament's announcements, newest first. */
export function useTournamentAnnouncements(tournamentId: number, page: number) {
  return useQuery({
    queryKey: tournamentKeys.announcementsPage(tournamentId, { page }),
    queryFn: () => getPage<TournamentAnnouncement>(`/api/tournaments/${tournamentId}/announcements`, { page, pageSize: 5 }),
    placeholderData: keepPreviousData,
  });
}

export function usePostAnnouncement(tournamentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: TournamentAnnouncementInput) =>
      api.post<AnnouncementPosted>(`/api/tournaments/${tournamentId}/announcements`, values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tournamentKeys.announcements(tournamentId) }),
  });
}
