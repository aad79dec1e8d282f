import { useState } from 'react';
import { CONFIRMATION_WINDOW_HOURS } from '@rallypoint/shared';
import { LinkedListItem } from '@/components/linked-list-item';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Pager } from '@/components/ui/pager';
import { QueryState } from '@/components/ui/query-state';
import { useResultsAwaitingMe } from '../api/awaiting-results';
import { LINKED_RESULT_PARAM } from '../utils/result-links';
import { LinkedResultToConfirm } from './linked-result-to-confirm';
import { ResultToConfirmItem } from './result-to-confirm-item';

/**
 * Results the player's opponents logged against them, each to confirm or dispute within the window; the one a link
 * names is marked, or shown first when it is on another page.
 */
export function ResultsToConfirmCard() {
  const [page, setPage] = useState(1);
  const results = useResultsAwaitingMe(page);
  return (
    <Card role="region" aria-labelledby="results-to-confirm-title">
      <CardHeader>
        <CardTitle id="results-to-confirm-title">Results to Confirm</CardTitle>
        <CardDescription>
          Your opponents logged these results. Confirm each one, or dispute it if it is wrong, within {CONFIRMATION_WINDOW_HOURS}{' '}
          hours; after that the organizer decides.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <LinkedResultToConfirm shown={results.data?.items} />
        <QueryState
          query={results}
          loading="Loading results to confirm..."
          error="Failed to load the results to confirm."
          empty="No results to confirm"
        >
          {(data) => (
            <>
              <ul className="divide-y divide-slate-100">
                {data.items.map((result) => (
                  <LinkedListItem key={result.id} param={LINKED_RESULT_PARAM} itemId={result.id} className="py-3">
                    <ResultToConfirmItem result={result} />
                  </LinkedListItem>
                ))}
              </ul>
              <Pager page={data} onPageChange={setPage} noun="results to confirm" />
            </>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}
