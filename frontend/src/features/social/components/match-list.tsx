import { useState, type ReactNode } from 'react';
import type { MatchOrder, MatchSide } from '@rallypoint/shared';
import { Pager } from '@/components/ui/pager';
import { QueryState } from '@/components/ui/query-state';
import { useMatches } from '../api/matches';
import { MatchItem } from './match-item';

/** A paged list of the caller's matches from one side, upcoming first (or, asked, those awaiting an answer first). */
export function MatchList({ side, order, empty }: { side: MatchSide; order?: MatchOrder; empty: ReactNode }) {
  const [page, setPage] = useState(1);
  const matches = useMatches(side, page, order);
  return (
    <QueryState query={matches} loading="Loading matches..." error="Failed to load matches." empty={empty}>
      {(data) => (
        <>
          <ul className="flex flex-col gap-2">
            {data.items.map((match) => (
              <MatchItem key={match.id} match={match} />
            ))}
          </ul>
          <Pager page={data} onPageChange={setPage} noun="matches" />
        </>
      )}
    </QueryState>
  );
}
