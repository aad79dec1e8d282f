import { SPORT_LABELS, type TournamentDetail } from '@rallypoint/shared';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Fact, TextSection } from '@/components/ui/fact';
import { TournamentStatusBadge } from '@/components/tournament-status-badge';
import { formatDate, formatMoney } from '@/lib/format';

export function TournamentSummaryCard({ tournament }: { tournament: TournamentDetail }) {
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          {/* The registration page's heading: the tournament the page is about. */}
          <h1 className="text-xl font-semibold text-slate-900">{tournament.name}</h1>
          <TournamentStatusBadge status={tournament.status} />
        </div>
        <p className="font-mono text-xs text-slate-500">Code: {tournament.tournamentCode}</p>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <dl className="grid grid-cols-2 gap-4">
          <Fact label="Sport">{SPORT_LABELS[tournament.sport] ?? tournament.sport}</Fact>
          <Fact label="Venue">{tournament.venue}</Fact>
          <Fact label="Dates">
            {formatDate(tournament.startDate)} – {formatDate(tournament.endDate)}
          </Fact>
          <Fact label="Time zone">{tournament.timeZone}</Fact>
          <Fact label="Divisions">{tournament.divisions}</Fact>
          <Fact label="Entry Fee">{formatMoney(tournament.entryFee)}</Fact>
          {tournament.registrationDeadline && <Fact label="Register By">{formatDate(tournament.registrationDeadline)}</Fact>}
        </dl>
        {tournament.description && <TextSection title="About" text={tournament.description} />}
        <TextSection title="Rules" text={tournament.rules} />
      </CardContent>
    </Card>
  );
}
