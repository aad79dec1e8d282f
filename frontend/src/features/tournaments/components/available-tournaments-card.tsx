import { useState } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Pager } from '@/components/ui/pager';
import { QueryState } from '@/components/ui/query-state';
import { useAuth } from '@/lib/auth';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useAvailableTournaments } from '../api/get-tournaments';
import { AvailableTournamentItem } from './available-tournament-item';
import { AvailableTournamentsFilters, sportsOf, type TournamentFilters } from './available-tournaments-filters';

/** One page of tournaments at a time, with the total under it. */
export const AVAILABLE_PAGE_SIZE = 10;

const NO_FILTERS: TournamentFilters = { search: '', sport: 'mine', from: '', to: '' };

export function AvailableTournamentsCard() {
  const mySports = useAuth().user?.sports ?? [];
  const [page, setPage] = useState(1);
  const [filters, setFilters] = useState(NO_FILTERS);
  const search = useDebouncedValue(filters.search.trim());
  // A half-typed range (To before From) is left out until it makes sense, rather than answered with a 400.
  const range =
    filters.from && filters.to && filters.from > filters.to
      ? {}
      : { from: filters.from || undefined, to: filters.to || undefined };
  const query = useAvailableTournaments({
    page,
    pageSize: AVAILABLE_PAGE_SIZE,
    sport: sportsOf(filters.sport, mySports),
    search: search || undefined,
    ...range,
  });
  const filtered = filters.search.trim() !== '' || filters.sport !== 'mine' || filters.from !== '' || filters.to !== '';

  return (
    <Card>
      <CardHeader>
        <CardTitle>Available Tournaments</CardTitle>
        <CardDescription>Enroll in upcoming tournaments for your sports.</CardDescription>
      </CardHeader>
      <CardContent>
        <AvailableTournamentsFilters
          filters={filters}
          mySports={mySports}
          onChange={(next) => {
            setFilters(next);
            setPage(1);
          }}
        />
        <QueryState
          query={query}
          loading="Loading tournaments..."
          error="Failed to load tournaments."
          empty={filtered ? 'No tournaments match these filters.' : 'No tournaments available right now.'}
        >
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
