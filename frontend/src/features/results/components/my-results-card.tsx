import { useState } from 'react';
import { CONFIRMATION_WINDOW_HOURS } from '@rallypoint/shared';
import { LinkedListItem } from '@/components/linked-list-item';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Pager } from '@/components/ui/pager';
import { QueryState } from '@/components/ui/query-state';
import { useMyResults } from '../api/get-results';
import { LINKED_RESULT_PARAM } from '../utils/result-links';
import { ResultHistoryButton } from './result-history-dialog';
import { ResultSummary } from './result-row';

/** The player's logged results, newest first, with the opponent's answer, the organizer's decision and the history. */
export function MyResultsCard() {
  const [page, setPage] = useState(1);
  const results = useMyResults(page);
  return (
    <Card role="region" aria-labelledby="my-results-title">
      <CardHeader>
        <CardTitle id="my-results-title">My Results</CardTitle>
        <CardDescription>
          Your opponent has {CONFIRMATION_WINDOW_HOURS} hours to confirm or dispute each result. A confirmed result may be
          approved at once; the tournament&apos;s organizer decides the rest.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState
          query={results}
          loading="Loading results..."
          error="Failed to load your results."
          empty="No results logged yet"
        >
          {(data) => (
            <>
              <ul className="divide-y divide-slate-100">
                {data.items.map((result) => (
                  <LinkedListItem
                    key={result.id}
                    param={LINKED_RESULT_PARAM}
                    itemId={result.id}
                    className="flex flex-wrap items-start justify-between gap-2 py-3"
                  >
                    <ResultSummary result={result} perspective="player" />
                    <ResultHistoryButton result={result} />
                  </LinkedListItem>
                ))}
              </ul>
              <Pager page={data} onPageChange={setPage} noun="results" />
            </>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}
