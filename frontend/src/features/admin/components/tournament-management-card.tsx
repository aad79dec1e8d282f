import { useState } from 'react';
import { SPORT_LABELS, type TournamentDetail } from '@rallypoint/shared';
import { ConfirmDeleteButton } from '@/components/ui/alert-dialog';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHeadings, TableRow } from '@/components/ui/table';
import { Pager } from '@/components/ui/pager';
import { QueryState } from '@/components/ui/query-state';
import { TournamentStatusBadge } from '@/components/tournament-status-badge';
import { formatDate } from '@/lib/format';
import { failureToast, successToast } from '@/lib/mutation-toast';
import { useAdminDeleteTournament, useAdminTournaments } from '../api/admin-tournaments';

const COLUMNS = ['Tournament', 'Sport', 'Organizer', 'Dates', 'Players', 'Status', 'Actions'];

function DeleteButton({ tournament }: { tournament: TournamentDetail }) {
  const deleteTournament = useAdminDeleteTournament();
  const onConfirm = () =>
    deleteTournament.mutate(tournament.id, {
      onSuccess: successToast('Tournament Deleted', tournament.name),
      onError: failureToast('Error', 'Failed to delete tournament.'),
    });
  return (
    <ConfirmDeleteButton
      pending={deleteTournament.isPending}
      title="Delete Tournament"
      description={`Are you sure you want to delete "${tournament.name}"? This also removes its registrations and enrollments.`}
      onConfirm={onConfirm}
    />
  );
}

export function TournamentManagementCard() {
  const [page, setPage] = useState(1);
  const tournaments = useAdminTournaments({ page });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Tournament Management</CardTitle>
        <CardDescription>Every tournament on RallyPoint.</CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState
          query={tournaments}
          loading="Loading tournaments..."
          error="Failed to load tournaments."
          empty="No tournaments yet"
        >
          {(data) => (
            <>
              <Table>
                <TableHeadings columns={COLUMNS} />
                <TableBody>
                  {data.items.map((tournament) => (
                    <TableRow key={tournament.id}>
                      <TableCell>
                        <div className="font-medium text-slate-900">{tournament.name}</div>
                        <div className="font-mono text-xs text-slate-500">{tournament.tournamentCode}</div>
                      </TableCell>
                      <TableCell>{SPORT_LABELS[tournament.sport] ?? tournament.sport}</TableCell>
                      <TableCell>{tournament.organizerName}</TableCell>
                      <TableCell className="whitespace-nowrap">
                        {formatDate(tournament.startDate)} – {formatDate(tournament.endDate)}
                      </TableCell>
                      <TableCell>
                        {tournament.participantCount}/{tournament.maxParticipants}
                      </TableCell>
                      <TableCell>
                        <TournamentStatusBadge status={tournament.status} />
                      </TableCell>
                      <TableCell>
                        <DeleteButton tournament={tournament} />
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
              <Pager page={data} onPageChange={setPage} noun="tournaments" />
            </>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}
