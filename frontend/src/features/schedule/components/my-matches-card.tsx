import { Link } from 'react-router-dom';
import { MATCH_TYPE_LABELS, matchTimeText } from '@rallypoint/shared';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { QueryState } from '@/components/ui/query-state';
import { useMyMatches } from '../api/my-schedule';

/** The player's coming matches from published orders of play: the next one first, with where and when. */
export function MyMatchesCard() {
  const matches = useMyMatches();
  return (
    <Card role="region" aria-labelledby="my-matches-title">
      <CardHeader>
        <CardTitle id="my-matches-title">My matches</CardTitle>
        <CardDescription>Your next matches once an organizer publishes the order of play.</CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState
          query={matches}
          loading="Loading your matches..."
          error="Failed to load your matches."
          empty="No scheduled matches yet."
        >
          {(page) => (
            <ol className="flex flex-col gap-3">
              {page.items.map((match, index) => (
                <li key={`${match.tournamentId}-${match.matchId}`} className="rounded-md border border-slate-200 p-3">
                  {index === 0 && <p className="text-xs font-semibold tracking-wide text-emerald-800 uppercase">Next match</p>}
                  <p className="font-medium break-words text-slate-900">
                    {matchTimeText(match.start, match.timeZone)} · {match.court}
                  </p>
                  <p className="text-sm break-words text-slate-700">
                    {MATCH_TYPE_LABELS[match.matchType]} v {match.opponent}
                  </p>
                  <p className="text-sm text-slate-600">
                    <Link
                      to={`/tournament-fixtures/${match.tournamentId}`}
                      className="font-medium text-emerald-800 underline-offset-2 hover:underline"
                    >
                      {match.tournamentName}
                    </Link>{' '}
                    · times in {match.timeZone}
                  </p>
                </li>
              ))}
            </ol>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}
