import { useState } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Pager } from '@/components/ui/pager';
import { QueryState } from '@/components/ui/query-state';
import { useMyResults } from '../api/get-results';
import { ResultSummary } from './result-row';

/** The player's logged results, newest first, with the organizer's decision as a badge. */
export function MyResultsCard() {
  const [page, setPage] = useState(1);
  const results = useMyResults(page);
  return (
    <Card role="region" aria-labelledby="my-results-title">
      <CardHeader>
        <CardTitle id="my-results-title">My Results</CardTitle>
        <CardDescription>Results stay pending until the tournament&apos;s organizer approves them.</CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState query={results} loading="Loading results..." error="Failed to load your results." empty="No results logged yet">
          {(data) => (
            <>
              <ul className="divide-y divide-slate-100">
                {data.items.map((result) => (
                  <li key={result.id} className="py-3">
                    <ResultSummary result={result} perspective="player" />
                  </li>
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
