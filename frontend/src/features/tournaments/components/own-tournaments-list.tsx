import { useState, type ReactNode } from 'react';
import { SPORT_LABELS, type TournamentSummary } from '@rallypoint/shared';
import { TournamentStatusBadge } from '@/components/tournament-status-badge';
import { Card, CardContent } from '@/components/ui/card';
import { Pager } from '@/components/ui/pager';
import { QueryState } from '@/components/ui/query-state';
import { serverMessage } from '@/lib/api-client';
import { useMyTournaments } from '../api/get-tournaments';
import { NoTournamentsYet } from './no-tournaments-yet';

/** Entries holding a place, made by the form or by Enroll: the one count (docs/decisions/0013). */
const playersLabel = (count: number) => (count === 1 ? '1 player' : `${count} players`);

/** The organizer's own tournaments as cards, a page at a time, each with the actions the screen offers. */
export function OwnTournamentsList({
  actions,
  emptyHint,
}: {
  actions: (tournament: TournamentSummary) => ReactNode;
  emptyHint: string;
}) {
  const [page, setPage] = useState(1);
  const tournaments = useMyTournaments({ page });

  return (
    <Card>
      <CardContent className="pt-5">
        <QueryState
          query={tournaments}
          loading="Loading tournaments..."
          error={serverMessage(tournaments.error) ?? 'Failed to load tournaments.'}
          empty={<NoTournamentsYet hint={emptyHint} />}
        >
          {(mine) => (
            <>
              <ul className="flex flex-col gap-3">
                {mine.items.map((tournament) => (
                  <li
                    key={tournament.id}
                    className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4 sm:flex-row sm:items-center sm:justify-between"
                  >
                    <div className="min-w-0">
                      <div className="flex flex-wrap items-center gap-2">
                        <h2 className="font-semibold break-words text-slate-900">{tournament.name}</h2>
                        <TournamentStatusBadge status={tournament.status} />
                      </div>
                      <p className="mt-1 text-sm text-slate-600">
                        {SPORT_LABELS[tournament.sport] ?? tournament.sport} · {tournament.venue} ·{' '}
                        {playersLabel(tournament.participantCount)}
                      </p>
                    </div>
                    <div className="flex shrink-0 flex-wrap gap-2">{actions(tournament)}</div>
                  </li>
                ))}
              </ul>
              <Pager page={mine} onPageChange={setPage} noun="tournaments" />
            </>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}
