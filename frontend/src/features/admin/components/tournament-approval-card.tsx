import { SPORT_LABELS, type ApprovalDecision, type TournamentDetail } from '@rallypoint/shared';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Pager } from '@/components/ui/pager';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { QueryState } from '@/components/ui/query-state';
import { toast } from '@/components/ui/use-toast';
import { TournamentStatusBadge } from '@/components/tournament-status-badge';
import { formatDate } from '@/lib/format';
import { fixedFailureToast } from '@/lib/mutation-toast';
import { useAdminTournaments, useTournamentApproval } from '../api/admin-tournaments';

const decisionCopy: Record<ApprovalDecision, { verb: string; done: string; consequence: string }> = {
  approved: { verb: 'Approve', done: 'Tournament Approved', consequence: 'Players will be able to see it and register.' },
  rejected: { verb: 'Reject', done: 'Tournament Rejected', consequence: 'The organizer will see it as rejected.' },
};

function PendingTournament({ tournament }: { tournament: TournamentDetail }) {
  const approval = useTournamentApproval();

  const decide = (status: ApprovalDecision) =>
    approval.mutate(
      { id: tournament.id, status },
      {
        onSuccess: () => toast({ title: decisionCopy[status].done, description: tournament.name, variant: 'success' }),
        onError: fixedFailureToast('Error', 'Failed to update tournament status.'),
      },
    );

  return (
    <li className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <p className="font-semibold text-slate-900">{tournament.name}</p>
          <TournamentStatusBadge status={tournament.status} label="Pending Review" />
        </div>
        <p className="text-sm text-slate-600">
          {SPORT_LABELS[tournament.sport] ?? tournament.sport} · {tournament.venue} · by {tournament.organizerName}
        </p>
        <p className="text-xs text-slate-500">
          <span className="font-mono">{tournament.tournamentCode}</span> · {formatDate(tournament.startDate)} –{' '}
          {formatDate(tournament.endDate)} · {tournament.divisions} division{tournament.divisions === 1 ? '' : 's'}
        </p>
      </div>
      <div className="flex shrink-0 gap-2">
        {(['approved', 'rejected'] as const).map((status) => (
          <ConfirmDialog
            key={status}
            trigger={
              <Button size="sm" variant={status === 'approved' ? 'primary' : 'outline'} disabled={approval.isPending}>
                {decisionCopy[status].verb}
              </Button>
            }
            title={`${decisionCopy[status].verb} Tournament`}
            description={`${decisionCopy[status].verb} "${tournament.name}"? ${decisionCopy[status].consequence}`}
            confirmLabel={decisionCopy[status].verb}
            confirmVariant={status === 'approved' ? 'primary' : 'destructive'}
            onConfirm={() => decide(status)}
          />
        ))}
      </div>
    </li>
  );
}

export function TournamentApprovalCard() {
  const [page, setPage] = useState(1);
  // The server filters: only pending tournaments, a page at a time.
  const query = useAdminTournaments({ status: 'pending', page });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Tournament Approval</CardTitle>
        <CardDescription>Review tournaments organizers have submitted.</CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState
          query={query}
          loading="Loading tournaments..."
          error="Failed to load tournaments."
          empty="No tournaments are waiting for review."
        >
          {(pending) => (
            <>
              <ul className="flex flex-col gap-3">
                {pending.items.map((tournament) => (
                  <PendingTournament key={tournament.id} tournament={tournament} />
                ))}
              </ul>
              <Pager page={pending} onPageChange={setPage} noun="tournaments" />
            </>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}
