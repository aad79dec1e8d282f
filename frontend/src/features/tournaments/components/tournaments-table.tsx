import type { ReactNode } from 'react';
import { SPORT_LABELS, type TournamentSummary } from '@rallypoint/shared';
import { Table, TableBody, TableCell, TableHeadings, TableRow } from '@/components/ui/table';
import { TournamentStatusBadge } from '@/components/tournament-status-badge';
import { TooltipProvider } from '@/components/ui/tooltip';
import { formatDate } from '@/lib/format';
import { DeleteTournamentButton } from './delete-tournament-button';
import { EditTournamentDialog } from './edit-tournament-dialog';
import { RegistrationLink } from './registration-link';
import { ManageFixturesLink, PublicPageLink } from './tournament-links';

const COLUMNS = ['Tournament Name', 'Code', 'Sport', 'Venue', 'Divisions', 'Status', 'Created', 'Actions'];

export interface TournamentsTableProps {
  tournaments: readonly TournamentSummary[];
  /** More actions per row, composed in by the app (e.g. the results queue); `shown` is every row of the table. */
  rowActions?: (tournament: TournamentSummary, shown: readonly TournamentSummary[]) => ReactNode;
}

export function TournamentsTable({ tournaments, rowActions }: TournamentsTableProps) {
  return (
    <TooltipProvider>
      <Table>
        <TableHeadings columns={COLUMNS} />
        <TableBody>
          {tournaments.map((tournament) => (
            <TableRow key={tournament.id}>
              <TableCell>
                <span className="font-medium text-slate-900">{tournament.name}</span>
                <RegistrationLink tournamentId={tournament.id} tournamentName={tournament.name} />
                {tournament.status === 'pending' && (
                  <p className="text-xs text-slate-500">The link opens once an admin approves the tournament.</p>
                )}
              </TableCell>
              <TableCell className="font-mono text-xs">{tournament.tournamentCode}</TableCell>
              <TableCell>{SPORT_LABELS[tournament.sport] ?? tournament.sport}</TableCell>
              <TableCell>{tournament.venue}</TableCell>
              <TableCell>{tournament.divisions}</TableCell>
              <TableCell>
                <TournamentStatusBadge status={tournament.status} />
              </TableCell>
              <TableCell className="whitespace-nowrap">{formatDate(tournament.createdAt)}</TableCell>
              <TableCell>
                <div className="flex flex-wrap items-center gap-1">
                  <ManageFixturesLink tournament={tournament} />
                  <PublicPageLink tournament={tournament} />
                  {rowActions?.(tournament, tournaments)}
                  <EditTournamentDialog tournament={tournament} />
                  <DeleteTournamentButton tournament={tournament} />
                </div>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TooltipProvider>
  );
}
