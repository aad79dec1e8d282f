import { useState } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Pager } from '@/components/ui/pager';
import { QueryState } from '@/components/ui/query-state';
import { useAvailableTournaments } from '../api/get-tournaments';
import { AvailableTournamentItem } from './available-tournament-item';

/** One page of tournaments at a time (decisions.md "Lists at scale"), with the total under it. */
export const AVAILABLE_PAGE_SIZE = 10;

export function AvailableTournamentsCard() {
  const [page, setPage] = useState(1);
  const query = useAvailableTournaments({ page, pageSize: AVAILABLE_PAGE_SIZE });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Available Tournaments</CardTitle>
        <CardDescription>Enroll in upcoming tournaments for your sports.</CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState query={query} loading="Loading tournaments..." error="Failed to load tournaments." empty="No tournaments available right now.">
          {(result) => (
            <>
              <ul className="flex flex-col gap-3">
                {result.items.map((tournament) => (
                  <AvailableTournamentItem key={tournament.id} tournament={tournament} />
                ))}
              </ul>
              <Pager page={result} onPageChange={setPage} noun="tournaments" />
            </>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}
