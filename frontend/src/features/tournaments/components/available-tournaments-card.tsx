import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useAvailableTournaments } from '../api/get-tournaments';
import { AvailableTournamentItem } from './available-tournament-item';

export function AvailableTournamentsCard() {
  const { data: tournaments = [], isLoading, isError } = useAvailableTournaments();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Available Tournaments</CardTitle>
        <CardDescription>Enroll in upcoming tournaments for your sports.</CardDescription>
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <p className="py-6 text-center text-slate-500">Loading tournaments...</p>
        ) : isError ? (
          <p className="py-6 text-center text-red-700">Failed to load tournaments.</p>
        ) : tournaments.length === 0 ? (
          <p className="py-6 text-center text-slate-500">No tournaments available right now.</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {tournaments.map((tournament) => (
              <AvailableTournamentItem key={tournament.id} tournament={tournament} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
