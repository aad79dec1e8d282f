import { useSearchParams } from 'react-router-dom';
import { LoadingScreen } from '@/components/ui/spinner';
import { serverMessage } from '@/lib/api-client';
import { useTournament } from '@/lib/api/tournaments';
import { useAuth } from '@/lib/auth';
import { TournamentNotFound } from '@/components/tournament-not-found';
import { RegistrationPanel } from '../components/registration-panel';
import { TournamentSummaryCard } from '../components/tournament-summary';
import { YourPlaceCard } from '../components/your-place-card';

/** Public page: /register-tournament?tournamentId={id}, the tournament's details with the ways to take part. */
export function RegisterTournamentRoute() {
  const [searchParams] = useSearchParams();
  const tournamentId = searchParams.get('tournamentId');
  const { user } = useAuth();
  const { data: tournament, isLoading, error } = useTournament(tournamentId);

  if (isLoading) return <LoadingScreen label="Loading tournament..." />;
  if (!tournament) {
    return (
      <TournamentNotFound
        tournamentId={tournamentId}
        error={error ? (serverMessage(error) ?? error.message) : undefined}
        backTo="/dashboard"
        backLabel="Back to Dashboard"
      />
    );
  }

  return (
    <div className="grid gap-6 lg:grid-cols-5">
      <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
        <TournamentSummaryCard tournament={tournament} />
        {/* Players take part here too: the card on the dashboard leads to this page. */}
        {user?.role === 'user' && tournament.status === 'upcoming' && <YourPlaceCard tournament={tournament} />}
      </div>
      <RegistrationPanel tournament={tournament} />
    </div>
  );
}
