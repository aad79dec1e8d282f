import { HANDEDNESS_LABELS, SKILL_LEVEL_LABELS, TIME_SLOT_LABELS } from '@rallypoint/shared';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHeadings, TableRow } from '@/components/ui/table';
import { toast } from '@/components/ui/use-toast';
import { downloadTextFile } from '@/lib/download';
import { formatDate } from '@/lib/format';
import { useTournamentRegistrations } from '../api/registration-notifications';
import { buildRegistrationsCsv, registrationsCsvFilename } from '../utils/registrations-csv';

const COLUMNS = ['Name', 'Contact', 'Skill Level', 'Handedness', 'Available Times', 'Registered', 'Status'];

export function RegistrationDetails({ tournamentId, tournamentCode }: { tournamentId: number; tournamentCode: string }) {
  const { data: registrations = [], isLoading, isError } = useTournamentRegistrations(tournamentId);

  const download = () => {
    downloadTextFile(registrationsCsvFilename(tournamentId), buildRegistrationsCsv(registrations));
    toast({ title: 'CSV Downloaded', description: `${registrations.length} registrations exported.`, variant: 'success' });
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-600">
          Registrations for <span className="font-mono font-medium text-slate-900">{tournamentCode}</span>
          {!isLoading && ` (${registrations.length})`}
        </p>
        <Button size="sm" onClick={download} disabled={isLoading || registrations.length === 0}>
          Download CSV
        </Button>
      </div>
      {isLoading ? (
        <p className="py-6 text-center text-sm text-slate-500">Loading registrations...</p>
      ) : isError ? (
        <p className="py-6 text-center text-sm text-red-700">Failed to load registrations.</p>
      ) : registrations.length === 0 ? (
        <p className="py-6 text-center text-sm text-slate-500">No registrations for this tournament yet.</p>
      ) : (
        <Table>
          <TableHeadings columns={COLUMNS} />
          <TableBody>
            {registrations.map((registration) => (
              <TableRow key={registration.id}>
                <TableCell className="font-medium text-slate-900">{registration.fullName}</TableCell>
                <TableCell>
                  <div>{registration.email}</div>
                  <div className="text-xs text-slate-500">{registration.phone}</div>
                </TableCell>
                <TableCell>{SKILL_LEVEL_LABELS[registration.skillLevel] ?? registration.skillLevel}</TableCell>
                <TableCell>{HANDEDNESS_LABELS[registration.handedness] ?? registration.handedness}</TableCell>
                <TableCell className="text-xs">
                  {registration.availableTimes.map((slot) => TIME_SLOT_LABELS[slot] ?? slot).join('; ')}
                </TableCell>
                <TableCell className="whitespace-nowrap">{formatDate(registration.registrationDate)}</TableCell>
                <TableCell className="capitalize">{registration.status}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </div>
  );
}
