import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router-dom';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Pager } from '@/components/ui/pager';
import { QueryState } from '@/components/ui/query-state';
import { isApiError, serverFieldErrors, serverMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { useFindPlayers } from '../api/players';
import { PlayerCard } from '../components/player-card';
import { NO_PLAYER_FILTER, PlayerFilters, type PlayerFilterValues } from '../components/player-filters';

export function FindPlayersRoute() {
  const { user } = useAuth();
  const [filters, setFilters] = useState<PlayerFilterValues>(NO_PLAYER_FILTER);
  const [page, setPage] = useState(1);
  const deferred = useDeferredValue(filters);
  const players = useFindPlayers({ ...deferred, page });
  // A 400 names the filter that is wrong (a rating range upside down, ratings without a sport): say why, mark it.
  const refusal = isApiError(players.error, 400) ? players.error : undefined;
  // Scheduling is for players (docs/product-rules.md#social); everyone signed in may message and send kudos.
  const canSchedule = user?.role === 'user';

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <div>
        <Link to="/dashboard" className="mb-2 inline-block text-sm font-medium text-emerald-700 hover:underline">
          ← Back to Dashboard
        </Link>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Find Players</h1>
        <p className="mt-1 text-slate-600">Message a player, invite them to a match, or send kudos.</p>
      </div>
      <Card>
        <CardContent className="pt-6">
          <PlayerFilters
            value={filters}
            invalid={Object.keys(serverFieldErrors(refusal))}
            onChange={(next) => {
              setFilters(next);
              setPage(1);
            }}
          />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Players</CardTitle>
        </CardHeader>
        <CardContent>
          <QueryState
            query={players}
            loading="Loading players..."
            error={serverMessage(refusal) ?? 'Failed to load players.'}
            empty={
              <>
                <p className="font-medium text-slate-700">No Players Found</p>
                <p>Try another name or fewer filters.</p>
              </>
            }
          >
            {(data) => (
              <>
                <ul className="flex flex-col gap-3">
                  {data.items.map((player) => (
                    <PlayerCard key={player.id} player={player} canSchedule={canSchedule} />
                  ))}
                </ul>
                <Pager page={data} onPageChange={setPage} noun="players" />
              </>
            )}
          </QueryState>
        </CardContent>
      </Card>
    </div>
  );
}
