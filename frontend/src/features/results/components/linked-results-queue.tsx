import { useSearchParams } from 'react-router-dom';
import { useTournament } from '@/lib/api/tournaments';
import { ResultsQueueDialog } from './results-queue-dialog';

/** `?results={tournamentId}`: the queue an organizer's result e-mail links to (/tournaments-dashboard?results=12). */
export const LINKED_QUEUE_PARAM = 'results';

/**
 * The results queue of the tournament the page's link names, open on arrival, with a button to open it again;
 * shown whichever page of the tournaments list that tournament is on. Nothing without a link or a tournament.
 */
export function LinkedResultsQueue() {
  const [params] = useSearchParams();
  const id = Number(params.get(LINKED_QUEUE_PARAM));
  const tournament = useTournament(Number.isInteger(id) && id > 0 ? id : null);
  if (!tournament.data) return null;
  const { name } = tournament.data;
  return (
    <section
      aria-label={`Results of ${name}`}
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white px-4 py-3 text-sm"
    >
      <p className="text-slate-700">
        Results of <span className="font-semibold text-slate-900">{name}</span>
      </p>
      <ResultsQueueDialog tournament={{ id, name }} defaultOpen />
    </section>
  );
}
