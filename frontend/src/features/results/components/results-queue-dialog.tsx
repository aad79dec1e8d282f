import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Pager } from '@/components/ui/pager';
import { QueryState } from '@/components/ui/query-state';
import { useTournamentResults } from '../api/get-results';
import { AgreedResultsSetting } from './agreed-results-setting';
import { EnterResultDialog } from './enter-result-dialog';
import { QueueResultItem } from './queue-result-item';

/** The server's order: disputed results awaiting a decision, then the other pending ones, then the decided. */
function Queue({ tournamentId }: { tournamentId: number }) {
  const [page, setPage] = useState(1);
  const results = useTournamentResults(tournamentId, page);
  return (
    <QueryState query={results} loading="Loading results..." error="Failed to load results." empty="No results logged yet">
      {(data) => (
        <>
          <ul className="max-h-[60vh] divide-y divide-slate-100 overflow-y-auto">
            {data.items.map((result) => (
              <QueueResultItem key={result.id} result={result} />
            ))}
          </ul>
          <Pager page={data} onPageChange={setPage} noun="results" />
        </>
      )}
    </QueryState>
  );
}

/** How many results wait for a decision, on the button that opens them; nothing when none do. */
function PendingCount({ pending }: { pending: number }) {
  return (
    <span className="rounded-full bg-amber-500 px-1.5 text-xs leading-5 font-semibold text-white">
      <span aria-hidden="true">{pending}</span>
      <span className="sr-only">{`${pending} awaiting approval`}</span>
    </span>
  );
}

/**
 * The organizer's results queue for one tournament: pending first (disputed ones before them), each approved,
 * rejected or corrected here, plus entering a result and the tournament's result settings. `pending`
 * (results awaiting a decision) highlights the button, so a new result is noticed where it is dealt with.
 */
export function ResultsQueueDialog({
  tournament,
  pending = 0,
  defaultOpen = false,
}: {
  tournament: { id: number; name: string };
  pending?: number;
  /** Open from the start: the page was reached from a link to this queue (an organizer's result e-mail). */
  defaultOpen?: boolean;
}) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button
          variant="outline"
          size="sm"
          className={pending > 0 ? 'border-amber-400 bg-amber-50 text-amber-900 hover:bg-amber-100' : undefined}
          title={pending > 0 ? `${pending} ${pending === 1 ? 'result' : 'results'} awaiting approval` : undefined}
        >
          Results{pending > 0 && ' '}
          {pending > 0 && <PendingCount pending={pending} />}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Results: {tournament.name}</DialogTitle>
          <DialogDescription>
            Players&apos; logged results, disputed ones first. Approving one completes its fixture match.
          </DialogDescription>
        </DialogHeader>
        {open && (
          <>
            <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
              <AgreedResultsSetting tournamentId={tournament.id} />
              <EnterResultDialog tournamentId={tournament.id} />
            </div>
            <Queue tournamentId={tournament.id} />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
