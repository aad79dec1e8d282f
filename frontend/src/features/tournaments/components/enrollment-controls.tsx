import { Link } from 'react-router-dom';
import { waitlistPositionLabel, type AvailableTournament } from '@rallypoint/shared';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Button, buttonClasses } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { failureToast, successToast } from '@/lib/mutation-toast';
import { useEnroll, useJoinTournamentWaitlist, useLeaveTournamentWaitlist, useWithdraw } from '../api/participate';
import { enrollmentAction } from '../utils/enrollment-action';
import { tournamentDetailsPath } from './tournament-links';

function WaitlistControls({ tournament }: { tournament: AvailableTournament }) {
  const join = useJoinTournamentWaitlist();
  const leave = useLeaveTournamentWaitlist();

  if (tournament.waitlistPosition !== null) {
    const onLeave = () =>
      leave.mutate(tournament.id, {
        onSuccess: successToast('Left Waitlist', `You are no longer waiting for ${tournament.name}.`),
        onError: failureToast('Leaving Waitlist Failed', 'Failed to leave the waitlist. Please try again.'),
      });
    return (
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm font-medium text-amber-800">{waitlistPositionLabel(tournament.waitlistPosition)}</span>
        <Button
          size="sm"
          variant="outline"
          onClick={onLeave}
          disabled={leave.isPending}
          aria-label={`Leave waitlist for ${tournament.name}`}
        >
          {leave.isPending ? 'Leaving...' : 'Leave waitlist'}
        </Button>
      </div>
    );
  }
  const onJoin = () =>
    join.mutate(tournament.id, {
      onSuccess: ({ position }) =>
        toast({
          title: 'Joined Waitlist',
          description: `${waitlistPositionLabel(position)} for ${tournament.name}.`,
          variant: 'success',
        }),
      onError: failureToast('Joining Waitlist Failed', 'Failed to join the waitlist. Please try again.'),
    });
  return (
    <Button size="sm" onClick={onJoin} disabled={join.isPending} aria-label={`Join waitlist for ${tournament.name}`}>
      {join.isPending ? 'Joining...' : 'Join waitlist'}
    </Button>
  );
}

/** The one action a player has on a tournament card: Enroll, Withdraw, the waitlist, or View Details. */
export function EnrollmentControls({ tournament }: { tournament: AvailableTournament }) {
  const enroll = useEnroll();
  const withdraw = useWithdraw();
  const action = enrollmentAction(tournament);

  const onEnroll = () =>
    enroll.mutate(tournament.id, {
      onSuccess: successToast('Enrolled', `You are enrolled in ${tournament.name}.`),
      onError: failureToast('Enrollment Failed', 'Failed to enroll in tournament. Please try again.'),
    });
  const onWithdraw = () =>
    withdraw.mutate(tournament.id, {
      onSuccess: successToast('Withdrawn', `You withdrew from ${tournament.name}.`),
      onError: failureToast('Withdrawal Failed', 'Failed to withdraw from tournament. Please try again.'),
    });

  if (action === 'enroll') {
    return (
      <Button size="sm" onClick={onEnroll} disabled={enroll.isPending} aria-label={`Enroll in ${tournament.name}`}>
        {enroll.isPending ? 'Enrolling...' : 'Enroll'}
      </Button>
    );
  }
  if (action === 'withdraw') {
    return (
      <ConfirmDialog
        trigger={
          <Button size="sm" variant="outline" disabled={withdraw.isPending} aria-label={`Withdraw from ${tournament.name}`}>
            {withdraw.isPending ? 'Withdrawing...' : 'Withdraw'}
          </Button>
        }
        title="Withdraw from Tournament"
        description={`You give up your place in ${tournament.name}. If players are waiting, the first in line takes it at once.`}
        confirmLabel="Withdraw"
        confirmVariant="destructive"
        onConfirm={onWithdraw}
      />
    );
  }
  if (action === 'join-waitlist' || action === 'leave-waitlist') return <WaitlistControls tournament={tournament} />;
  return (
    <Link
      to={tournamentDetailsPath(tournament.id)}
      className={buttonClasses('outline', 'sm')}
      aria-label={`View details of ${tournament.name}`}
    >
      View Details
    </Link>
  );
}
