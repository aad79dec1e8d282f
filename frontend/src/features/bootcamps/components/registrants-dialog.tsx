import { useState } from 'react';
import type { Bootcamp } from '@rallypoint/shared';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Pager } from '@/components/ui/pager';
import { QueryState } from '@/components/ui/query-state';
import { Table, TableBody, TableCell, TableHeadings, TableRow } from '@/components/ui/table';
import { downloadTextFile } from '@/lib/download';
import { formatDate } from '@/lib/format';
import { failureToast, successToast } from '@/lib/mutation-toast';
import { fetchAllRegistrants, useBootcampRegistrants } from '../api/registrants';
import { buildRegistrantsCsv, registrantsCsvFilename } from '../utils/registrants-csv';

const COLUMNS = ['Name', 'Email', 'Registration Date'];

function RegistrantsTable({ bootcamp }: { bootcamp: Pick<Bootcamp, 'id' | 'title'> }) {
  const [page, setPage] = useState(1);
  const [downloading, setDownloading] = useState(false);
  const registrants = useBootcampRegistrants(bootcamp.id, page);

  const download = async () => {
    setDownloading(true);
    try {
      const everyone = await fetchAllRegistrants(bootcamp.id);
      downloadTextFile(registrantsCsvFilename(bootcamp.id), buildRegistrantsCsv(everyone));
      successToast('Registrations Downloaded', `Downloaded ${everyone.length} registrations as CSV file.`)();
    } catch (error) {
      failureToast('Download Failed', 'Failed to download registrations. Please try again.')(error);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <QueryState
      query={registrants}
      loading="Loading registrations..."
      error="Failed to load registrations."
      empty="No registrations yet"
    >
      {(data) => (
        <div className="flex flex-col gap-3">
          <Table>
            <TableHeadings columns={COLUMNS} />
            <TableBody>
              {data.items.map((registrant) => (
                <TableRow key={registrant.id}>
                  <TableCell>{registrant.name ?? 'Unknown'}</TableCell>
                  <TableCell>{registrant.email ?? '—'}</TableCell>
                  <TableCell className="whitespace-nowrap">{formatDate(registrant.registeredAt)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Pager page={data} onPageChange={setPage} noun="registrations" />
          <Button variant="outline" onClick={download} disabled={downloading} className="self-end">
            {downloading ? 'Downloading...' : 'Download CSV'}
          </Button>
        </div>
      )}
    </QueryState>
  );
}

/** Manage Registrations: who registered (name, e-mail, date), with a CSV of all of them. */
export function RegistrantsDialog({ bootcamp }: { bootcamp: Pick<Bootcamp, 'id' | 'title'> }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline">
          Manage Registrations
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Registrations</DialogTitle>
          <DialogDescription>{bootcamp.title}</DialogDescription>
        </DialogHeader>
        <RegistrantsTable bootcamp={bootcamp} />
      </DialogContent>
    </Dialog>
  );
}
