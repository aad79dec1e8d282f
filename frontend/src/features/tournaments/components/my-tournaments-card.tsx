import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { ORGANIZER_DASHBOARD_TOURNAMENT_COUNT, SPORT_LABELS, type TournamentSummary } from '@rallypoint/shared';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { QueryState } from '@/components/ui/query-state';
import { TournamentStatusBadge } from '@/components/tournament-status-badge';
import { useMyTournaments } from '../api/get-tournaments';

/** The organizer dashboard's first few tournaments; `itemActions` lets the app add actions (the results queue). */
export function MyTournamentsCard({
  itemActions,
}: { itemActions?: (tournament: TournamentSummary, shown: readonly TournamentSummary[]) => ReactNode } = {}) {
  const navigate = useNavigate();
  // Only the first few are shown; the total comes with them.
  const query = useMyTournaments({ page: 1, pageSize: ORGANIZER_DASHBOARD_TOURNAMENT_COUNT });

  return (
    <Card>
      <CardHeader>
        <CardTitle>My Tournaments</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <QueryState query={query} loading="Loading tournaments..." error="Failed to load tournaments." empty="No tournaments yet">
          {(result) => (
            <>
              <ul className="flex flex-col gap-2">
                {result.items.map((tournament) => (
                  <li key={tournament.id} className="rounded-lg border border-slate-200 p-3">
                    <div className="flex items-start justify-between gap-2">
                      <div className="min-w-0">
                        <p className="truncate font-medium text-slate-900">{tournament.name}</p>
                        <p className="font-mono text-xs text-slate-500">{tournament.tournamentCode}</p>
                      </div>
                      <TournamentStatusBadge status={tournament.status} />
                    </div>
                    <p className="mt-1 text-sm text-slate-600">
                      {SPORT_LABELS[tournament.sport] ?? tournament.sport} ·{' '}
                      {tournament.divisions === 1 ? '1 division' : `${tournament.divisions} divisions`} · {tournament.venue}
                    </p>
                    {itemActions && <div className="mt-2 flex flex-wrap gap-2">{itemActions(tournament, result.items)}</div>}
                  </li>
                ))}
              </ul>
              <Button variant="outline" onClick={() => navigate('/tournaments-dashboard')}>
                View All {result.total} {result.total === 1 ? 'Tournament' : 'Tournaments'}
              </Button>
            </>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}
