import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { TournamentSummary } from '@rallypoint/shared';
import { buttonClasses } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Pager } from '@/components/ui/pager';
import { serverMessage } from '@/lib/api-client';
import { useMyTournaments } from '../api/get-tournaments';
import { PageHeader } from '../components/page-header';
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
  const { data, isLoading, isError, error } = useMyTournaments({ page });

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
      <TournamentStats total={data?.total ?? 0} stageCounts={data?.stageCounts} />
      {notice}
      <Card>
        <CardHeader>
          <CardTitle>My Tournaments</CardTitle>
          <CardDescription>Share a tournament&apos;s registration link so players can sign up.</CardDescription>
        </CardHeader>
        <CardContent>
          {isLoading ? (
            <p className="py-8 text-center text-slate-500">Loading tournaments...</p>
          ) : isError ? (
            <p className="py-8 text-center text-red-700">{serverMessage(error) ?? 'Failed to load tournaments.'}</p>
          ) : !data || data.total === 0 ? (
            <div className="flex flex-col items-center gap-3 py-10 text-center">
              <p className="font-medium text-slate-900">No tournaments yet</p>
              <p className="text-sm text-slate-500">Create your first tournament to see it here.</p>
              <Link to="/create-tournament" className={buttonClasses('outline', 'sm')}>
                Create Tournament
              </Link>
            </div>
          ) : (
            <>
              <TournamentsTable tournaments={data.items} rowActions={rowActions} />
              <Pager page={data} onPageChange={setPage} noun="tournaments" />
            </>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
