import { Link, useLocation, useNavigate } from 'react-router-dom';
import { TournamentStatusBadge } from '@/components/tournament-status-badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardTitle } from '@/components/ui/card';
import { TooltipProvider } from '@/components/ui/tooltip';
import { createdTournamentIn } from '../utils/created-tournament';
import { RegistrationLink } from './registration-link';

/** Approved tournaments show their stage (upcoming, active, completed): players can register through the link. */
const isOpen = (status: string) => status === 'upcoming' || status === 'active';

/**
 * Where the organizer lands after creating a tournament: its code and status, and what happens next — an admin's
 * review (and the e-mail with the decision) while it is pending, then the registration link to share.
 */
export function CreatedTournamentNotice() {
  const location = useLocation();
  const navigate = useNavigate();
  const created = createdTournamentIn(location.state);
  if (!created) return null;
  const dismiss = () => navigate(`${location.pathname}${location.search}`, { replace: true, state: null });

  return (
    <Card role="region" aria-labelledby="created-tournament-title" className="mb-6">
      <div className="flex flex-wrap items-center justify-between gap-2 p-5 pb-3">
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle id="created-tournament-title">{created.name} has been created</CardTitle>
          <TournamentStatusBadge status={created.status} />
        </div>
        <Button variant="ghost" size="sm" onClick={dismiss}>
          Dismiss
        </Button>
      </div>
      <CardContent className="flex flex-col gap-3 text-sm text-slate-700">
        <p>
          Tournament code <span className="font-mono font-medium text-slate-900">{created.tournamentCode}</span>
        </p>
        {created.status === 'pending' ? (
          <ol className="list-decimal space-y-2 pl-5">
            <li>An administrator reviews it. You will get an e-mail when they approve or reject it.</li>
            <li>
              Once it is approved, share its registration link: players register through it. The link opens on approval.
              <TooltipProvider>
                <RegistrationLink tournamentId={created.id} tournamentName={created.name} />
              </TooltipProvider>
            </li>
          </ol>
        ) : isOpen(created.status) ? (
          <div>
            <p>It is open: share its registration link so players can register.</p>
            <TooltipProvider>
              <RegistrationLink tournamentId={created.id} tournamentName={created.name} />
            </TooltipProvider>
          </div>
        ) : (
          <p>It is {created.status}: players cannot register.</p>
        )}
        <p>
          The link and the tournament&apos;s fixtures stay under{' '}
          <Link to="/tournaments-dashboard" className="font-medium text-emerald-700 hover:underline">
            Manage Tournaments
          </Link>
          .
        </p>
      </CardContent>
    </Card>
  );
}
