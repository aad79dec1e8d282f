import { useState } from 'react';
import type { TournamentSummary } from '@rallypoint/shared';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { useTournamentParticipants } from '@/lib/api/tournaments';
import { useDeleteTournament } from '../api/manage-tournament';
import { failureToast } from '@/lib/mutation-toast';

/** Organizers may delete only tournaments nobody has enrolled in; the count is checked when the dialog opens. */
export function DeleteTournamentButton({ tournament }: { tournament: Pick<TournamentSummary, 'id' | 'name'> }) {
  const [open, setOpen] = useState(false);
  const participants = useTournamentParticipants(tournament.id, { enabled: open });
  const deleteTournament = useDeleteTournament();
  const participantCount = participants.data?.length ?? 0;

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
      confirmDisabled={participants.isLoading || participantCount > 0}
      onConfirm={onConfirm}
      onOpenChange={setOpen}
    >
      {participants.isLoading && <p className="text-sm text-slate-500">Checking participants…</p>}
      {participantCount > 0 && (
        <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-800">
          {participantCount === 1 ? '1 player is' : `${participantCount} players are`} enrolled, so this tournament
          can&apos;t be deleted.
        </p>
      )}
    </ConfirmDialog>
  );
}
