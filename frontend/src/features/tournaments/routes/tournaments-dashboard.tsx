import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { TournamentSummary } from '@rallypoint/shared';
import { buttonClasses } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Pager } from '@/components/ui/pager';
import { QueryState } from '@/components/ui/query-state';
import { serverMessage } from '@/lib/api-client';
import { useMyTournaments } from '../api/get-tournaments';
import { PageHeader } from '@/components/page-header';
import { NoTournamentsYet } from '../components/no-tournaments-yet';
import { TournamentStats } from '../components/tournament-stats';
import { TournamentsTable } from '../components/tournaments-table';

/**
 * /tournaments-dashboard; `rowActions` and `notice` let the app add what other features show (the results queue and
 * the results awaiting approval).
 */
export function TournamentsDashboardRoute({
  rowActions,
  notice,
}: {
  rowActions?: (tournament: TournamentSummary, shown: readonly TournamentSummary[]) => ReactNode;
  notice?: ReactNode;
} = {}) {
  const [page, setPage] = useState(1);
  const tournaments = useMyTournaments({ page });

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Tournaments Dashboard"
        description="Track your tournaments, share registration links and manage fixtures."
        backTo="/"
        backLabel="Back to Dashboard"
        actions={
          <Link to="/create-tournament" className={buttonClasses('primary')}>
            Create Tournament
          </Link>
        }
      />
      <TournamentStats total={tournaments.data?.total ?? 0} stageCounts={tournaments.data?.stageCounts} />
      {notice}
      <Card>
        <CardHeader>
          <CardTitle>My Tournaments</CardTitle>
          <CardDescription>Share a tournament&apos;s registration link so players can sign up.</CardDescription>
        </CardHeader>
        <CardContent>
          <QueryState
            query={tournaments}
            loading="Loading tournaments..."
            error={serverMessage(tournaments.error) ?? 'Failed to load tournaments.'}
            empty={<NoTournamentsYet hint="Create your first tournament to see it here." />}
          >
            {(mine) => (
              <>
                <TournamentsTable tournaments={mine.items} rowActions={rowActions} />
                <Pager page={mine} onPageChange={setPage} noun="tournaments" />
              </>
            )}
          </QueryState>
        </CardContent>
      </Card>
    </div>
  );
}
