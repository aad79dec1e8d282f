import { SPORT_LABELS, type TournamentDetail } from '@rallypoint/shared';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHeadings, TableRow } from '@/components/ui/table';
import { toast } from '@/components/ui/use-toast';
import { TournamentStatusBadge } from '@/components/tournament-status-badge';
import { serverMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { useAdminDeleteTournament, useAdminTournaments } from '../api/admin-tournaments';

const COLUMNS = ['Tournament', 'Sport', 'Organizer', 'Dates', 'Players', 'Status', 'Actions'];

function DeleteButton({ tournament }: { tournament: TournamentDetail }) {
  const deleteTournament = useAdminDeleteTournament();
  const onConfirm = () =>
    deleteTournament.mutate(tournament.id, {
      onSuccess: () => toast({ title: 'Tournament Deleted', description: tournament.name, variant: 'success' }),
      onError: (error) =>
        toast({ title: 'Error', description: serverMessage(error) ?? 'Failed to delete tournament.', variant: 'destructive' }),
    });
  return (
    <ConfirmDialog
      trigger={
        <Button size="sm" variant="ghost" className="text-red-700 hover:bg-red-50" disabled={deleteTournament.isPending}>
          Delete
        </Button>
      }
      title="Delete Tournament"
      description={`Are you sure you want to delete "${tournament.name}"? This also removes its registrations and enrollments.`}
      confirmLabel="Delete"
      confirmVariant="destructive"
      onConfirm={onConfirm}
    />
  );
}

export function TournamentManagementCard() {
  const { data: tournaments = [], isLoading, isError } = useAdminTournaments();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Tournament Management</CardTitle>
        <CardDescription>Every tournament on RallyPoint.</CardDescription>
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <p className="py-6 text-center text-sm text-slate-500">Loading tournaments...</p>
        ) : isError ? (
          <p className="py-6 text-center text-sm text-red-700">Failed to load tournaments.</p>
        ) : tournaments.length === 0 ? (
          <p className="py-6 text-center text-sm text-slate-500">No tournaments yet</p>
        ) : (
          <Table>
            <TableHeadings columns={COLUMNS} />
            <TableBody>
              {tournaments.map((tournament) => (
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
        )}
      </CardContent>
    </Card>
  );
}
