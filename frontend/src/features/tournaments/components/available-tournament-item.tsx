import { Link } from 'react-router-dom';
import { SPORT_LABELS, type AvailableTournament } from '@rallypoint/shared';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { TournamentStatusBadge } from '@/components/tournament-status-badge';
import { formatDate, formatMoney } from '@/lib/format';
import { useEnroll, useWithdraw } from '../api/participate';
import { enrollmentAction } from '../utils/enrollment-action';
import { failureToast } from '@/lib/mutation-toast';

function EnrollmentControls({ tournament }: { tournament: AvailableTournament }) {
  const enroll = useEnroll();
  const withdraw = useWithdraw();
  const action = enrollmentAction(tournament);

  const onEnroll = () =>
    enroll.mutate(tournament.id, {
      onSuccess: () => toast({ title: 'Enrolled', description: `You are enrolled in ${tournament.name}.`, variant: 'success' }),
      onError: failureToast('Enrollment Failed', 'Failed to enroll in tournament. Please try again.'),
    });
  const onWithdraw = () =>
    withdraw.mutate(tournament.id, {
      onSuccess: () => toast({ title: 'Withdrawn', description: `You withdrew from ${tournament.name}.`, variant: 'success' }),
      onError: failureToast('Withdrawal Failed', 'Failed to withdraw from tournament. Please try again.'),
    });

  if (action === 'enroll') {
    return (
      <Button size="sm" onClick={onEnroll} disabled={enroll.isPending}>
        {enroll.isPending ? 'Enrolling...' : 'Enroll'}
      </Button>
    );
  }
  if (action === 'withdraw') {
    return (
      <Button size="sm" variant="outline" onClick={onWithdraw} disabled={withdraw.isPending}>
        {withdraw.isPending ? 'Withdrawing...' : 'Withdraw'}
      </Button>
    );
  }
  return (
    <Link to={`/register-tournament?tournamentId=${tournament.id}`} className={buttonClasses('outline', 'sm')}>
      View Details
    </Link>
  );
}

export function AvailableTournamentItem({ tournament }: { tournament: AvailableTournament }) {
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold text-slate-900">{tournament.name}</h3>
          <TournamentStatusBadge status={tournament.status} />
          {tournament.isEnrolled && <Badge tone="green">Enrolled</Badge>}
        </div>
        <p className="mt-1 text-sm text-slate-600">
          {SPORT_LABELS[tournament.sport] ?? tournament.sport} · {tournament.venue}
        </p>
        <p className="text-xs text-slate-500">
          {formatDate(tournament.startDate)} – {formatDate(tournament.endDate)} · Entry {formatMoney(tournament.entryFee)} ·{' '}
          {tournament.participantCount}/{tournament.maxParticipants} players
        </p>
      </div>
      <div className="shrink-0">
        <EnrollmentControls tournament={tournament} />
      </div>
    </li>
  );
}
