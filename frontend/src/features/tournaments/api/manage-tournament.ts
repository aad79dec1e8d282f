import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateTournamentInput, CreateTournamentRequest, MessageResponse, TournamentDetail } from '@rallypoint/shared';
import { api } from '@/lib/api-client';
import { tournamentKeys } from '@/lib/query-keys';

const blankToUndefined = (value: string | undefined) => (value && value.trim() ? value.trim() : undefined);

/** Validated form values → request body: divisions as an integer, empty optional fields left out (undefined). */
export function toTournamentRequest(values: CreateTournamentInput): CreateTournamentRequest {
  return {
    sport: values.sport,
    name: values.name,
    venue: values.venue,
    divisions: Math.trunc(values.divisions),
    description: blankToUndefined(values.description),
    startDate: values.startDate,
    endDate: values.endDate,
    registrationDeadline: blankToUndefined(values.registrationDeadline),
    maxParticipants: values.maxParticipants,
    entryFee: blankToUndefined(values.entryFee),
    prizePool: blankToUndefined(values.prizePool),
    rules: values.rules,
    additionalInfo: blankToUndefined(values.additionalInfo),
    poc1Name: values.poc1Name,
    poc1Contact: values.poc1Contact,
    poc1Email: values.poc1Email,
    poc2Name: blankToUndefined(values.poc2Name),
    poc2Contact: blankToUndefined(values.poc2Contact),
    poc2Email: blankToUndefined(values.poc2Email),
    scoreFormat: values.scoreFormat,
    standingsRulebook: values.standingsRulebook,
    timeZone: values.timeZone,
  };
}

export const createTournament = (values: CreateTournamentInput) =>
  api.post<TournamentDetail>('/api/tournaments', toTournamentRequest(values));

export const updateTournament = (id: number, values: CreateTournamentInput) =>
  api.patch<TournamentDetail>(`/api/tournaments/${id}`, toTournamentRequest(values));

export const deleteTournament = (id: number) => api.delete<MessageResponse>(`/api/tournaments/${id}`);

/** Every tournament list and detail sits under ['tournaments'], so one prefix refreshes them all. */
function useInvalidateTournaments() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: tournamentKeys.all });
}

export function useCreateTournament() {
  const invalidate = useInvalidateTournaments();
  return useMutation({ mutationFn: createTournament, onSuccess: invalidate });
}

export function useUpdateTournament(id: number) {
  const invalidate = useInvalidateTournaments();
  return useMutation({ mutationFn: (values: CreateTournamentInput) => updateTournament(id, values), onSuccess: invalidate });
}

export function useDeleteTournament() {
  const invalidate = useInvalidateTournaments();
  return useMutation({ mutationFn: deleteTournament, onSuccess: invalidate });
}
