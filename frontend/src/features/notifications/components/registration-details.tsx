import { useState } from 'react';
import {
  HANDEDNESS_LABELS,
  REGISTRATION_STATUS_LABELS,
  SKILL_LEVEL_LABELS,
  TIME_SLOT_LABELS,
  type RegistrationListItem,
} from '@rallypoint/shared';
import { Button } from '@/components/ui/button';
import { Pager } from '@/components/ui/pager';
import { QueryState } from '@/components/ui/query-state';
import { Table, TableBody, TableCell, TableHeadings, TableRow } from '@/components/ui/table';
import { downloadTextFile } from '@/lib/download';
import { formatDate } from '@/lib/format';
import { fixedFailureToast, successToast } from '@/lib/mutation-toast';
import { getAllTournamentRegistrations, useTournamentRegistrations } from '@/lib/api/tournaments';
import { buildRegistrationsCsv, registrationsCsvFilename } from '../utils/registrations-csv';
import { WithdrawEntryButton } from './withdraw-entry-button';

const COLUMNS = ['Name', 'Contact', 'Skill Level', 'Handedness', 'Available Times', 'Date', 'Status', 'Actions'];

/** A field the form fills, blank for an entry made by Enroll whose form was never filled (docs/decisions/0013). */
const NONE = '—';

function EntryRow({ tournamentId, entry }: { tournamentId: number; entry: RegistrationListItem }) {
  const slots = entry.availableTimes.map((slot) => TIME_SLOT_LABELS[slot] ?? slot).join('; ');
  return (
    <TableRow>
      <TableCell className="font-medium text-slate-900">{entry.fullName}</TableCell>
      <TableCell>
        <div className="break-all">{entry.email}</div>
        <div className="text-xs text-slate-500">{entry.phone ?? NONE}</div>
      </TableCell>
      <TableCell>{entry.skillLevel ? (SKILL_LEVEL_LABELS[entry.skillLevel] ?? entry.skillLevel) : NONE}</TableCell>
      <TableCell>{entry.handedness ? (HANDEDNESS_LABELS[entry.handedness] ?? entry.handedness) : NONE}</TableCell>
      <TableCell className="text-xs">{slots || NONE}</TableCell>
      <TableCell className="whitespace-nowrap">{formatDate(entry.registrationDate)}</TableCell>
      <TableCell>{REGISTRATION_STATUS_LABELS[entry.status] ?? entry.status}</TableCell>
      <TableCell>{entry.status !== 'withdrawn' && <WithdrawEntryButton tournamentId={tournamentId} entry={entry} />}</TableCell>
    </TableRow>
  );
}

export function RegistrationDetails({ tournamentId, tournamentCode }: { tournamentId: number; tournamentCode: string }) {
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState(false);
  const registrations = useTournamentRegistrations(tournamentId, page);
  const { isLoading } = registrations;
  const total = registrations.data?.total ?? 0;

  // The CSV holds every registration, not just the page on screen.
  const download = async () => {
    setExporting(true);
    try {
      const all = await getAllTournamentRegistrations(tournamentId);
      downloadTextFile(registrationsCsvFilename(tournamentId), buildRegistrationsCsv(all));
      successToast('CSV Downloaded', `${all.length} registrations exported.`)();
    } catch {
      fixedFailureToast('Error', 'Failed to load registrations.')();
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-600">
          Registrations for <span className="font-mono font-medium text-slate-900">{tournamentCode}</span>
          {!isLoading && ` (${total})`}
        </p>
        <Button size="sm" onClick={() => void download()} disabled={isLoading || exporting || total === 0}>
          Download CSV
        </Button>
      </div>
      <QueryState
        query={registrations}
        loading="Loading registrations..."
        error="Failed to load registrations."
        empty="No registrations for this tournament yet."
      >
        {(result) => (
          <>
            <Table aria-label={`Registrations for ${tournamentCode}`}>
              <TableHeadings columns={COLUMNS} />
              <TableBody>
                {result.items.map((entry) => (
                  <EntryRow key={entry.id} tournamentId={tournamentId} entry={entry} />
                ))}
              </TableBody>
            </Table>
            <Pager page={result} onPageChange={setPage} noun="registrations" />
          </>
        )}
      </QueryState>
    </div>
  );
}
