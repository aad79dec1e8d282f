import type { TournamentSummary } from '@rallypoint/shared';
import { ConfirmDeleteButton } from '@/components/ui/alert-dialog';
import { useDeleteTournament } from '../api/manage-tournament';
import { failureToast, successToast } from '@/lib/mutation-toast';

/**
 * Organizers may delete only tournaments nobody has entered: the list's one count of entries (participantCount, made
 * by the form or by Enroll) says so without reading the participants; the server checks again inside the delete.
 */
export function DeleteTournamentButton({
  tournament,
}: {
  tournament: Pick<TournamentSummary, 'id' | 'name' | 'participantCount'>;
}) {
  const deleteTournament = useDeleteTournament();
  const { participantCount } = tournament;

  const onConfirm = () =>
    deleteTournament.mutate(tournament.id, {
      onSuccess: successToast('Tournament Deleted', `${tournament.name} was deleted.`),
      onError: failureToast('Error', 'Failed to delete tournament.'),
    });

  return (
    <ConfirmDeleteButton
      pending={deleteTournament.isPending}
      title="Delete Tournament"
      description={`Are you sure you want to delete "${tournament.name}"? This cannot be undone.`}
      confirmDisabled={participantCount > 0}
      onConfirm={onConfirm}
    >
      {participantCount > 0 && (
        <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-800">
          {participantCount === 1 ? '1 player has' : `${participantCount} players have`} an entry (by the form or Enroll), so this
          tournament can&apos;t be deleted.
        </p>
      )}
    </ConfirmDeleteButton>
  );
}
