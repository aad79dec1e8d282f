import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Pager } from '@/components/ui/pager';
import { QueryState } from '@/components/ui/query-state';
import { useTournamentResults } from '../api/get-results';
import { AgreedResultsSetting } from './agreed-results-setting';
import { EnterResultPanel } from './enter-result-dialog';
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
 * Entering a result replaces the queue in the same dialog (one dialog open, never one on top of another); closing the
 * form (Cancel, Escape, ×) or entering the result comes back to the queue. Focus follows: to the form's title when it
 * opens, to the Enter Result button when the queue is back.
 */
function useEnterResultStep() {
  const [entering, setEntering] = useState(false);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const enterButtonRef = useRef<HTMLButtonElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    if (!moved.current) return;
    (entering ? titleRef : enterButtonRef).current?.focus();
  }, [entering]);
  const go = (next: boolean) => {
    moved.current = true;
    setEntering(next);
  };
  return { entering, titleRef, enterButtonRef, showForm: () => go(true), showQueue: () => go(false) };
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
  const { entering, titleRef, enterButtonRef, showForm, showQueue } = useEnterResultStep();
  const onOpenChange = (next: boolean) => {
    if (!next && entering) showQueue();
    else setOpen(next);
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
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
        {entering ? (
          <EnterResultPanel tournamentId={tournament.id} onEntered={showQueue} titleRef={titleRef} />
        ) : (
          <>
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
                  <Button ref={enterButtonRef} size="sm" onClick={showForm}>
                    Enter Result
                  </Button>
                </div>
                <Queue tournamentId={tournament.id} />
              </>
            )}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
