import type { RegistrationListItem } from '@rallypoint/shared';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { failureToast, successToast } from '@/lib/mutation-toast';
import { useWithdrawEntry } from '../api/withdraw-entry';

/** Withdraw on one entry of the organizer's registrations list, after asking. */
export function WithdrawEntryButton({
  tournamentId,
  entry,
}: {
  tournamentId: number;
  entry: Pick<RegistrationListItem, 'id' | 'fullName'>;
}) {
  const withdraw = useWithdrawEntry(tournamentId);
  const onConfirm = () =>
    withdraw.mutate(entry.id, {
      onSuccess: successToast('Entry Withdrawn', `${entry.fullName} no longer holds a place.`),
      onError: failureToast('Withdrawal Failed', 'Failed to withdraw the entry. Please try again.'),
    });

  return (
    <ConfirmDialog
      trigger={
        <Button size="sm" variant="outline" disabled={withdraw.isPending} aria-label={`Withdraw ${entry.fullName}`}>
          {withdraw.isPending ? 'Withdrawing...' : 'Withdraw'}
        </Button>
      }
      title="Withdraw Entry"
      description={`${entry.fullName} gives up their place. If players are waiting, the first in line takes it at once. Results already played stay; their remaining matches become walkovers.`}
      confirmLabel="Withdraw"
      confirmVariant="destructive"
      onConfirm={onConfirm}
    />
  );
}
