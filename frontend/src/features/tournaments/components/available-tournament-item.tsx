import { Link } from 'react-router-dom';
import { SPORT_LABELS, type AvailableTournament } from '@rallypoint/shared';
import { Badge } from '@/components/ui/badge';
import { TournamentStatusBadge } from '@/components/tournament-status-badge';
import { formatDate, formatMoney } from '@/lib/format';
import { EnrollmentControls } from './enrollment-controls';
import { tournamentDetailsPath } from './tournament-links';

export function AvailableTournamentItem({ tournament }: { tournament: AvailableTournament }) {
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold break-words text-slate-900">
            <Link to={tournamentDetailsPath(tournament.id)} className="hover:underline">
              {tournament.name}
            </Link>
          </h3>
          <TournamentStatusBadge status={tournament.status} />
          {tournament.isEnrolled && <Badge tone="green">Enrolled</Badge>}
          {!tournament.isEnrolled && tournament.isFull && tournament.status === 'upcoming' && <Badge tone="amber">Full</Badge>}
        </div>
        <p className="mt-1 text-sm text-slate-600">
          {SPORT_LABELS[tournament.sport] ?? tournament.sport} · {tournament.venue}
        </p>
        <p className="text-xs text-slate-500">
          {formatDate(tournament.startDate)} – {formatDate(tournament.endDate)} · Entry {formatMoney(tournament.entryFee)} ·{' '}
          {tournament.participantCount}/{tournament.maxParticipants} players
        </p>
      </div>
      <div className="shrink-0">
        <EnrollmentControls tournament={tournament} />
      </div>
    </li>
  );
}
