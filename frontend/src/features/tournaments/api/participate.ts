import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  FormWaitlistJoined,
  MessageResponse,
  RegistrationReceived,
  TournamentDetail,
  TournamentRegistrationInput,
  TournamentRegistrationRequest,
  WaitlistJoined,
} from '@rallypoint/shared';
import { api } from '@/lib/api-client';
import { tournamentKeys } from '@/lib/query-keys';

export function toRegistrationRequest(
  tournament: Pick<TournamentDetail, 'id' | 'sport'>,
  values: TournamentRegistrationInput,
): TournamentRegistrationRequest {
  const skillDescription = values.skillDescription?.trim();
  return {
    tournamentId: tournament.id,
    fullName: values.fullName,
    sport: tournament.sport,
    email: values.email,
    phone: values.phone,
    skillLevel: values.skillLevel,
    ...(skillDescription ? { skillDescription } : {}),
    handedness: values.handedness,
    availableTimes: values.availableTimes,
    commitmentAcknowledged: values.commitmentAcknowledged,
  };
}

/**
 * Public: works without signing in. Makes the sender's entry, or completes the one Enroll made. The tournament is read
 * again after a failure too: a "full" answer means the page's places were out of date (the form then offers the line).
 */
export function useRegisterForTournament(tournament: Pick<TournamentDetail, 'id' | 'sport'>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: TournamentRegistrationInput) =>
      api.post<RegistrationReceived>(`/api/tournaments/${tournament.id}/register`, toRegistrationRequest(tournament, values)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: tournamentKeys.all }),
  });
}

/** Public: a full tournament's form sent to wait in its one line (docs/decisions/0013); answers the place in line. */
export function useJoinWaitlistByForm(tournament: Pick<TournamentDetail, 'id' | 'sport'>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: TournamentRegistrationInput) =>
      api.post<FormWaitlistJoined>(
        `/api/tournaments/${tournament.id}/register/waitlist`,
        toRegistrationRequest(tournament, values),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: tournamentKeys.all }),
  });
}

/** Refreshed after a failure too: a "full" answer means the places shown were out of date (Join waitlist then shows). */
export function useEnroll() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<MessageResponse>(`/api/tournaments/${id}/enroll`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: tournamentKeys.all }),
  });
}

export function useWithdraw() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<MessageResponse>(`/api/tournaments/${id}/withdraw`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tournamentKeys.all }),
  });
}

/** Queues for a place in a full tournament; answers the place in line. */
export function useJoinTournamentWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<WaitlistJoined>(`/api/tournaments/${id}/waitlist`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: tournamentKeys.all }),
  });
}

export function useLeaveTournamentWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`/api/tournaments/${id}/waitlist`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: tournamentKeys.all }),
  });
}
