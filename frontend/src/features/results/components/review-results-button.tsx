import { usePendingResultCounts } from '../api/get-results';
import { ResultsQueueDialog } from './results-queue-dialog';

/**
 * A tournament's Results button with its count of results awaiting approval. Every row of a list asks with the ids
 * of all the tournaments shown, so the list makes one request (one query key), not one per row.
 */
export function ReviewResultsButton({
  tournament,
  shownIds,
}: {
  tournament: { id: number; name: string };
  shownIds: readonly number[];
}) {
  const counts = usePendingResultCounts(shownIds);
  const pending = counts.data?.items.find((item) => item.tournamentId === tournament.id)?.pending ?? 0;
  return <ResultsQueueDialog tournament={tournament} pending={pending} />;
}
