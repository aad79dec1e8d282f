import type { TournamentSummary } from '@rallypoint/shared';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { useDeleteTournament } from '../api/manage-tournament';
import { failureToast } from '@/lib/mutation-toast';

/**
 * Organizers may delete only tournaments nobody has enrolled in: the list's enrolled head count (participantCount)
 * says so without reading the participants; the server checks again inside the delete.
 */
export function DeleteTournamentButton({ tournament }: { tournament: Pick<TournamentSummary, 'id' | 'name' | 'participantCount'> }) {
  const deleteTournament = useDeleteTournament();
  const { participantCount } = tournament;

  const onConfirm = () =>
    deleteTournament.mutate(tournament.id, {
      onSuccess: () => toast({ title: 'Tournament Deleted', description: `${tournament.name} was deleted.`, variant: 'success' }),
      onError: failureToast('Error', 'Failed to delete tournament.'),
    });

  return (
    <ConfirmDialog
      trigger={
        <Button variant="ghost" size="sm" className="text-red-700 hover:bg-red-50" disabled={deleteTournament.isPending}>
          Delete
        </Button>
      }
      title="Delete Tournament"
      description={`Are you sure you want to delete "${tournament.name}"? This cannot be undone.`}
      confirmLabel="Delete"
      confirmVariant="destructive"
      confirmDisabled={participantCount > 0}
      onConfirm={onConfirm}
    >
      {participantCount > 0 && (
        <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-800">
          {participantCount === 1 ? '1 player is' : `${participantCount} players are`} enrolled, so this tournament
          can&apos;t be deleted.
        </p>
      )}
    </ConfirmDialog>
  );
}
