import { useState } from 'react';
import type { CreateTournamentInput, TournamentSummary } from '@rallypoint/shared';
import { Button, type ButtonVariant } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import { serverMessage } from '@/lib/api-client';
import { useTournament } from '@/lib/api/tournaments';
import { useUpdateTournament } from '../api/manage-tournament';
import { TournamentForm, tournamentToFormValues } from './tournament-form/tournament-form';
import { failureToast } from '@/lib/mutation-toast';

/** Only tournaments that have not started can be changed. */
export const isEditable = (status: string) => status === 'pending' || status === 'upcoming';

/**
 * Edits a tournament's details in a dialog; `triggerLabel` and `triggerVariant` fit the button to where it stands ("Edit"
 * in a list's row; "Change tournament details" in another screen).
 */
export function EditTournamentDialog({
  tournament,
  triggerLabel = 'Edit',
  triggerVariant = 'ghost',
}: {
  tournament: Pick<TournamentSummary, 'id' | 'name' | 'status'>;
  triggerLabel?: string;
  triggerVariant?: ButtonVariant;
}) {
  const [open, setOpen] = useState(false);
  const detail = useTournament(tournament.id, { enabled: open });
  const update = useUpdateTournament(tournament.id);

  const onSubmit = (values: CreateTournamentInput) =>
    update.mutate(values, {
      onSuccess: () => {
        toast({ title: 'Tournament Updated', description: `${values.name} was saved.`, variant: 'success' });
        setOpen(false);
      },
      onError: failureToast('Error', 'Failed to update tournament. Please try again.'),
    });

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button
          variant={triggerVariant}
          size="sm"
          disabled={!isEditable(tournament.status)}
          title={isEditable(tournament.status) ? undefined : 'Only pending or upcoming tournaments can be edited'}
        >
          {triggerLabel}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>Edit Tournament</DialogTitle>
          <DialogDescription>{tournament.name}</DialogDescription>
        </DialogHeader>
        {detail.isLoading && <p className="text-sm text-slate-500">Loading tournament...</p>}
        {detail.isError && (
          <p className="rounded-md bg-red-50 p-3 text-sm text-red-700">
            {serverMessage(detail.error) ?? 'Could not load this tournament.'}
          </p>
        )}
        {detail.data && (
          <TournamentForm
            defaultValues={tournamentToFormValues(detail.data)}
            submitLabel="Save Changes"
            pendingLabel="Saving..."
            isPending={update.isPending}
            onSubmit={onSubmit}
            onCancel={() => setOpen(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
