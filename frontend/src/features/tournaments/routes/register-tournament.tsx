import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { REGISTRATION_REDIRECT_MS } from '@rallypoint/shared';
import { buttonClasses } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { LoadingScreen } from '@/components/ui/spinner';
import { serverMessage } from '@/lib/api-client';
import { useTournament } from '@/lib/api/tournaments';
import { useAuth } from '@/lib/auth';
import { TournamentNotFound } from '@/components/tournament-not-found';
import { TournamentRegistrationForm } from '../components/tournament-registration-form';
import { TournamentSummaryCard } from '../components/tournament-summary';
import { YourPlaceCard } from '../components/your-place-card';

/** Public page: /register-tournament?tournamentId={id}, the tournament's details with the ways to take part. */
export function RegisterTournamentRoute() {
  const [searchParams] = useSearchParams();
  const tournamentId = searchParams.get('tournamentId');
  const navigate = useNavigate();
  const { user } = useAuth();
  const { data: tournament, isLoading, error } = useTournament(tournamentId);
  const [registered, setRegistered] = useState(false);

  useEffect(() => {
    if (!registered) return;
    const timer = window.setTimeout(() => navigate('/dashboard'), REGISTRATION_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [registered, navigate]);

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
      <div className="flex flex-col gap-6 lg:col-span-2">
        <TournamentSummaryCard tournament={tournament} />
        {/* Players take part here too: the card on the dashboard leads to this page. */}
        {user?.role === 'user' && tournament.status === 'upcoming' && <YourPlaceCard tournament={tournament} />}
      </div>
      <Card className="lg:col-span-3">
        <CardHeader>
          <CardTitle>Register for this tournament</CardTitle>
          <CardDescription>Tell the organizer about your game so they can place you in the right division.</CardDescription>
        </CardHeader>
        <CardContent>
          {tournament.status !== 'upcoming' ? (
            <p role="status" className="rounded-md bg-slate-50 p-4 text-sm text-slate-600">
              Registration is closed for this tournament.
            </p>
          ) : tournament.isRegistered && !registered ? (
            <div role="status" className="flex flex-col items-start gap-3 rounded-md bg-emerald-50 p-4 text-sm text-emerald-900">
              <p>You are already registered for this tournament with {user?.email}. The organizer has your details.</p>
              <Link to={`/tournament-fixtures/${tournament.id}`} className={buttonClasses('outline', 'sm')}>
                See the draw and order of play
              </Link>
            </div>
          ) : tournament.registrationsFull && !registered ? (
            <p role="status" className="rounded-md bg-amber-50 p-4 text-sm text-amber-900">
              Registration is full: all {tournament.maxParticipants} places are taken.
            </p>
          ) : registered ? (
            <div role="status" className="flex flex-col items-center gap-3 py-8 text-center">
              <p className="text-lg font-semibold text-emerald-700">You&apos;re registered!</p>
              <p className="text-sm text-slate-600">Taking you to your dashboard…</p>
              <Link to="/dashboard" className={buttonClasses('outline', 'sm')}>
                Go now
              </Link>
            </div>
          ) : (
            <TournamentRegistrationForm tournament={tournament} onRegistered={() => setRegistered(true)} />
          )}
        </CardContent>
      </Card>
    </div>
  );
}
