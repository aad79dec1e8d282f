import { Link } from 'react-router-dom';
import type { TournamentSummary } from '@rallypoint/shared';
import { buttonClasses } from '@/components/ui/button';

type Named = Pick<TournamentSummary, 'id' | 'name'>;

/** A tournament's details page: what it is, the registration form and, for a player, their place in it. */
export const tournamentDetailsPath = (tournamentId: number) => `/register-tournament?tournamentId=${tournamentId}`;

/** The fixture manager of one tournament (its organizer and admins). */
export function ManageFixturesLink({ tournament, primary = false }: { tournament: Named; primary?: boolean }) {
  return (
    <Link
      to={`/tournament-fixtures-manager?tournamentId=${tournament.id}`}
      className={buttonClasses(primary ? 'primary' : 'outline', 'sm')}
      aria-label={`Manage fixtures of ${tournament.name}`}
    >
      Manage Fixtures
    </Link>
  );
}

/** The page anyone can open: draw, order of play, results and standings. */
export function PublicPageLink({ tournament }: { tournament: Named }) {
  return (
    <Link
      to={`/tournament-fixtures/${tournament.id}`}
      className={buttonClasses('outline', 'sm')}
      aria-label={`Public page of ${tournament.name}`}
    >
      Public Page
    </Link>
  );
}
